import { describe, expect, it } from 'vitest';
import { sampleReportCard, type ReportCardSettings } from './reportCard';

const settings: ReportCardSettings = {
  stateName: 'Lagos',
  sessionName: '2025/2026',
  termName: 'First Term',
  className: 'JSS 1',
  subjects: ['Mathematics', 'English Language'],
  grades: [
    { gradeLabel: 'A', remark: 'Excellent', minimumMark: 70, maximumMark: 100 },
    { gradeLabel: 'C', remark: 'Credit', minimumMark: 50, maximumMark: 69 },
    { gradeLabel: 'F', remark: 'Fail', minimumMark: 0, maximumMark: 49 },
  ],
  assessments: [
    { assessmentName: 'First CA', mark: 20 },
    { assessmentName: 'Exam', mark: 80 },
  ],
  affectiveDomain: [{ name: 'Punctuality', description: null }],
  psychomotorSkill: [{ name: 'Sports', description: null }],
  configuration: {
    showPosition: true,
    showClassAverage: true,
    showAttendance: true,
    showAffectiveDomain: true,
    showPsychomotorSkill: false,
    teacherCommentRequired: true,
    principalCommentRequired: false,
    ratingScaleMaximum: 5,
    passMark: 75,
  },
};

describe('sampleReportCard', () => {
  it('grades each subject by the state’s bands, its scores from the assessments, dated with the current session and term', () => {
    const card = sampleReportCard(settings);
    expect(card.period).toBe('2025/2026, First Term');
    expect(card.assessments).toEqual([
      { name: 'First CA', mark: 20 },
      { name: 'Exam', mark: 80 },
    ]);
    expect(card.results.map((result) => [result.subject, result.scores, result.total, result.grade, result.belowPassMark])).toEqual([
      ['Mathematics', [17, 69], 86, 'A', false],
      ['English Language', [14, 57], 71, 'A', true],
    ]);
    expect(card.assessmentsTotal).toBe(100);
  });

  it('shows only the sections the settings ask for', () => {
    const card = sampleReportCard(settings);
    expect(card.affectiveDomain).toEqual([{ name: 'Punctuality', rating: 4 }]);
    expect(card.psychomotorSkill).toBeNull();
    const plain = sampleReportCard({
      ...settings,
      configuration: {
        ...settings.configuration,
        showPosition: false,
        showAttendance: false,
      },
    });
    expect([plain.position, plain.attendance]).toEqual([null, null]);
  });

  it('totals the assessments as they stand and says when there is no current session', () => {
    const card = sampleReportCard({
      ...settings,
      sessionName: null,
      assessments: [{ assessmentName: 'Exam', mark: 60 }],
    });
    expect(card.assessmentsTotal).toBe(60);
    expect(card.period).toBe('No current session');
  });
});
