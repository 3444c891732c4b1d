// The sample report card, as a printed page would show it: the document itself, not controls, so plain tables a
// printer lays out on A4 (the print stylesheet in grading.css leaves only this card on the page). It follows the
// forms as they are typed (reportCard.ts builds it), before anything is saved.
import type { SampleReportCard, TraitRating } from './reportCard';

function Ratings({ title, ratings, scale }: { title: string; ratings: TraitRating[]; scale: number }) {
  return (
    <table className="ReportCard-table">
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">Trait</th>
          <th scope="col">Rating (1–{scale})</th>
        </tr>
      </thead>
      <tbody>
        {ratings.length === 0 ? (
          <tr>
            <td colSpan={2}>No traits set</td>
          </tr>
        ) : (
          ratings.map((trait) => (
            <tr key={trait.name}>
              <th scope="row">{trait.name}</th>
              <td>{trait.rating}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

export function ReportCardPreview({ card }: { card: SampleReportCard }) {
  return (
    <article className="ReportCard" aria-labelledby="report-card-title">
      <header className="ReportCard-header">
        <p className="ReportCard-state">{card.stateName} State</p>
        <h3 id="report-card-title" className="ReportCard-title">
          Sample report card
        </h3>
        <p>{card.period}</p>
      </header>
      <dl className="ReportCard-student">
        <div>
          <dt>Student</dt>
          <dd>{card.student.name}</dd>
        </div>
        <div>
          <dt>Admission number</dt>
          <dd>{card.student.admissionNumber}</dd>
        </div>
        <div>
          <dt>Class</dt>
          <dd>{card.student.className}</dd>
        </div>
        {card.position && (
          <div>
            <dt>Position</dt>
            <dd>{card.position}</dd>
          </div>
        )}
        {card.attendance && (
          <div>
            <dt>Attendance</dt>
            <dd>{card.attendance}</dd>
          </div>
        )}
      </dl>
      {/* A narrow screen scrolls the results sideways; the keyboard reaches the scroll through the region. */}
      <div className="ReportCard-scroll" role="region" aria-label="Results" tabIndex={0}>
        <table className="ReportCard-table ReportCard-results">
          <caption>Results (pass mark {card.passMark})</caption>
          <thead>
            <tr>
              <th scope="col">Subject</th>
              {card.assessments.map((assessment) => (
                <th scope="col" key={assessment.name}>
                  {assessment.name} ({assessment.mark})
                </th>
              ))}
              <th scope="col">Total ({card.assessmentsTotal})</th>
              <th scope="col">Grade</th>
              <th scope="col">Remark</th>
              {card.showClassAverage && <th scope="col">Class average</th>}
            </tr>
          </thead>
          <tbody>
            {card.results.map((result) => (
              <tr key={result.subject}>
                <th scope="row">{result.subject}</th>
                {result.scores.map((score, index) => (
                  <td key={card.assessments[index]?.name ?? index}>{score}</td>
                ))}
                <td>
                  {result.total}
                  {result.belowPassMark && <span className="ReportCard-below"> (below pass mark)</span>}
                </td>
                <td>{result.grade}</td>
                <td>{result.remark}</td>
                {card.showClassAverage && <td>{result.classAverage}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>Average mark: {card.average}</p>
      <div className="ReportCard-ratings">
        {card.affectiveDomain && <Ratings title="Affective domain" ratings={card.affectiveDomain} scale={card.ratingScaleMaximum} />}
        {card.psychomotorSkill && <Ratings title="Psychomotor skills" ratings={card.psychomotorSkill} scale={card.ratingScaleMaximum} />}
      </div>
      <div className="ReportCard-comments">
        <p>
          Class teacher's comment
          {card.teacherCommentRequired ? ' (required)' : ' (optional)'}: ________________________
        </p>
        <p>
          Principal's comment
          {card.principalCommentRequired ? ' (required)' : ' (optional)'}: ________________________
        </p>
      </div>
    </article>
  );
}
