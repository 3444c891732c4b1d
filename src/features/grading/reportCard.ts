// The sample report card the grading page previews: one made-up student's results, graded and laid out by the
// state's own bands, assessments, traits and report-card settings as they stand in the forms, in the state's current
// session and term. The scores are fixed fractions of each assessment's mark, so the card changes only when a
// setting does.
import { gradeOf } from '../../lib/gradeBands';
import type { AssessmentRow, GradeRow, ReportCardValues, TraitRow } from './grading.form';

export type ReportCardSettings = {
  stateName: string;
  /** The state's current session and term, when it has them. */
  sessionName: string | null;
  termName: string | null;
  /** The classes and subjects the state offers (a few of each are used). */
  className: string | null;
  subjects: readonly string[];
  grades: readonly GradeRow[];
  assessments: readonly AssessmentRow[];
  affectiveDomain: readonly TraitRow[];
  psychomotorSkill: readonly TraitRow[];
  configuration: ReportCardValues;
};

export type SubjectResult = {
  subject: string;
  /** One score per assessment, in the assessments' order. */
  scores: number[];
  total: number;
  grade: string;
  remark: string;
  classAverage: number;
  belowPassMark: boolean;
};

export type TraitRating = { name: string; rating: number };

export type SampleReportCard = {
  stateName: string;
  student: { name: string; admissionNumber: string; className: string };
  period: string;
  assessments: { name: string; mark: number }[];
  /** What the marks of the assessments add up to; a card is issued only when it is 100. */
  assessmentsTotal: number;
  results: SubjectResult[];
  average: number;
  position: string | null;
  attendance: string | null;
  affectiveDomain: TraitRating[] | null;
  psychomotorSkill: TraitRating[] | null;
  showClassAverage: boolean;
  ratingScaleMaximum: number;
  passMark: number;
  teacherCommentRequired: boolean;
  principalCommentRequired: boolean;
};

const sampleSubjects = ['English Language', 'Mathematics', 'Basic Science', 'Civic Education', 'Social Studies', 'Agricultural Science'];
/** How well the sample student does in each subject, as a share of every assessment's mark. */
const performance = [0.86, 0.71, 0.64, 0.92, 0.47, 0.33];
const subjectsShown = 6;

const named = <T extends { name: string }>(rows: readonly T[]) => rows.filter((row) => row.name.trim() !== '');
const roundTo1 = (value: number) => Math.round(value * 10) / 10;

export function sampleReportCard(settings: ReportCardSettings): SampleReportCard {
  const { configuration } = settings;
  const assessments = settings.assessments
    .filter((row) => row.assessmentName.trim() !== '' && Number.isFinite(row.mark))
    .map((row) => ({ name: row.assessmentName.trim(), mark: row.mark }));
  const marks = assessments.reduce((sum, row) => sum + row.mark, 0);
  const bands = settings.grades.filter((row) => Number.isFinite(row.minimumMark) && Number.isFinite(row.maximumMark));
  const subjects = (settings.subjects.length > 0 ? settings.subjects : sampleSubjects).slice(0, subjectsShown);
  const results = subjects.map((subject, index) => {
    const share = performance[index % performance.length] as number;
    const scores = assessments.map((row) => Math.round(row.mark * share));
    const total = scores.reduce((sum, score) => sum + score, 0);
    const band = gradeOf(bands, total);
    return {
      subject,
      scores,
      total,
      grade: band?.gradeLabel.trim() || '–',
      remark: band?.remark.trim() || 'No grade holds this mark',
      classAverage: roundTo1(marks * Math.max(share - 0.08, 0.3)),
      belowPassMark: total < configuration.passMark,
    };
  });
  const rating = (rows: readonly TraitRow[], offset: number) =>
    named(rows).map((row, index) => ({
      name: row.name.trim(),
      rating: 1 + ((index + offset) % configuration.ratingScaleMaximum),
    }));
  return {
    stateName: settings.stateName,
    student: {
      name: 'Adaeze Okonkwo',
      admissionNumber: 'SAMPLE/0001',
      className: settings.className ?? 'JSS 2',
    },
    period: settings.sessionName ? `${settings.sessionName}, ${settings.termName ?? 'no current term'}` : 'No current session',
    assessments,
    assessmentsTotal: marks,
    results,
    average: results.length ? roundTo1(results.reduce((sum, result) => sum + result.total, 0) / results.length) : 0,
    position: configuration.showPosition ? '5th of 38' : null,
    attendance: configuration.showAttendance ? '58 of 62 days' : null,
    affectiveDomain: configuration.showAffectiveDomain ? rating(settings.affectiveDomain, 3) : null,
    psychomotorSkill: configuration.showPsychomotorSkill ? rating(settings.psychomotorSkill, 2) : null,
    showClassAverage: configuration.showClassAverage,
    ratingScaleMaximum: configuration.ratingScaleMaximum,
    passMark: configuration.passMark,
    teacherCommentRequired: configuration.teacherCommentRequired,
    principalCommentRequired: configuration.principalCommentRequired,
  };
}
