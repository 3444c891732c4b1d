// "Skip to main content" (WCAG 2.4.1): the first stop of Tab on every signed-in page, out of sight until focused, so
// a keyboard user passes the menu and the top bar's controls in one step.
import './layout.css';

/** The id of the layout's <main>, the skip link's target. */
export const mainContentId = 'main-content';

export function SkipLink() {
  return (
    <a
      className="Frame-skip"
      href={`#${mainContentId}`}
      // Focus the landmark itself rather than change the address: the router would take the hash for a navigation.
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(mainContentId)?.focus();
      }}
    >
      Skip to main content
    </a>
  );
}
