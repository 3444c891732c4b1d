// The card list every area shows its records in (classes, subjects; later roles and schools): a grid of cards, each
// with its title, a few fields, an info dialog and an edit link. Arrow keys move between cards, Tab into a card's
// controls. With nothing to show it says so in the portal's words (SPEC section 2).
import type { ReactNode } from 'react';
import { GridList, GridListItem, Link } from '../ui';
import { FieldList, InfoDialog, type EntityField } from './InfoDialog';
import './shared.css';

export interface EntityCardListProps<T extends { id: string }> {
  'aria-label': string;
  items: readonly T[];
  title: (item: T) => string;
  /** What the card itself shows. */
  fields?: (item: T) => EntityField[];
  /** What the info dialog shows; no dialog without it. */
  info?: (item: T) => EntityField[];
  /** What the info dialog shows below its fields, rendered only while it is open (a school's figures, read then). */
  infoDetails?: (item: T) => ReactNode;
  /** Where the card's edit link goes; no link without it. */
  editHref?: (item: T) => string;
  /** Further controls beside the edit link (a role's delete). */
  actions?: (item: T) => ReactNode;
  /** A short marker beside the title ('Not offered'). */
  badge?: (item: T) => ReactNode;
  emptyText?: string;
  /** The cards' heading level, to fit the page outline (2 under the page's h1). */
  headingLevel?: 2 | 3 | 4;
}

export function EntityCardList<T extends { id: string }>({
  items,
  title,
  fields,
  info,
  infoDetails,
  editHref,
  actions,
  badge,
  emptyText,
  headingLevel = 2,
  ...labelling
}: EntityCardListProps<T>) {
  return (
    <GridList
      {...labelling}
      variant="cards"
      items={items}
      emptyText={emptyText}
      className="EntityCardList"
      // The cards hold their own link and button; a row itself does nothing.
      selectionMode="none"
    >
      {(item) => {
        const Heading = `h${headingLevel}` as const;
        const name = title(item);
        const marker = badge?.(item);
        return (
          <GridListItem id={item.id} textValue={name} className="EntityCard">
            <div className="EntityCard-header">
              <Heading className="EntityCard-title">{name}</Heading>
              {marker && <span className="EntityCard-badge">{marker}</span>}
              {info && (
                <InfoDialog name={name} fields={info(item)}>
                  {infoDetails?.(item)}
                </InfoDialog>
              )}
            </div>
            {fields && <FieldList fields={fields(item)} className="EntityCard-fields FieldList" />}
            {(editHref || actions) && (
              <div className="EntityCard-footer">
                {editHref && (
                  <Link href={editHref(item)} aria-label={`Edit ${name}`}>
                    Edit
                  </Link>
                )}
                {actions?.(item)}
              </div>
            )}
          </GridListItem>
        );
      }}
    </GridList>
  );
}
