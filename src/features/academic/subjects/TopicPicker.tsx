// The topic picker (SPEC section 2: 'topic picker that allows new topics'), on a topicPicker actor: a search box whose
// search fires 3 seconds after the last keystroke, the found topics to choose from, a button (or Enter) that adds the
// typed name as a new topic, and the chosen topics as removable chips.
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { TopicPickerActor } from './topicPicker.machine';
import { Button, ListBox, ListBoxItem, PlusIcon, SearchField, Tag, TagGroup } from '../../../ui';
import '../academic.css';

type Chip = { id: string; name: string; isNew: boolean };

export function TopicPicker({ actor, isDisabled }: { actor: TopicPickerActor; isDisabled?: boolean }) {
  const query = useSelector(actor, (s) => s.context.query);
  const found = useSelector(actor, (s) => s.context.foundTopics);
  const selected = useSelector(actor, (s) => s.context.selected);
  const newTopics = useSelector(actor, (s) => s.context.newTopics);
  const error = useSelector(actor, (s) => s.context.error);
  const state = useSelector(actor, (s) => s.value);
  const id = useId();
  const typed = query.trim();

  const chips: Chip[] = [
    ...selected.map((topic) => ({ id: `topic:${topic.id}`, name: topic.name, isNew: false })),
    ...newTopics.map((name) => ({ id: `new:${name}`, name, isNew: true })),
  ];
  const status =
    state === 'waiting'
      ? 'The search starts 3 seconds after you stop typing…'
      : state === 'searching'
        ? 'Searching topics…'
        : state === 'failed'
          ? `The search failed: ${error ?? ''}`
          : state === 'found'
            ? found.length === 0
              ? `No topic matches “${typed}”. Add it as a new topic.`
              : `${found.length} ${found.length === 1 ? 'topic matches' : 'topics match'}: choose one, or add “${typed}” as a new topic.`
            : '';
  const addNew = () => {
    if (typed) actor.send({ type: 'topics.newAdded', name: typed });
  };

  return (
    <div role="group" aria-labelledby={`${id}-label`} className="TopicPicker">
      <span id={`${id}-label`} className="ui-Label">
        Topics
      </span>
      <div className="TopicPicker-search">
        <SearchField
          label="Find or add a topic"
          description="Existing topics are found as you type; press Enter to add what you typed."
          value={query}
          onChange={(value) => actor.send({ type: 'topics.typed', query: value })}
          onSubmit={addNew}
          isDisabled={isDisabled}
        />
        <Button variant="secondary" onPress={addNew} isDisabled={isDisabled || !typed}>
          <PlusIcon />
          Add new topic
        </Button>
      </div>
      <p role="status" className="TopicPicker-status">
        {status}
      </p>
      {state === 'found' && found.length > 0 && (
        <ListBox
          aria-label="Matching topics"
          items={found}
          selectionMode="none"
          onAction={(key) => {
            const topic = found.find((t) => t.id === key);
            if (topic) actor.send({ type: 'topics.selected', topic });
          }}
          className="TopicPicker-results"
        >
          {(topic) => <ListBoxItem id={topic.id}>{topic.name}</ListBoxItem>}
        </ListBox>
      )}
      <TagGroup
        label="Chosen topics"
        items={chips}
        onRemove={(keys) => {
          for (const key of keys) {
            const chip = chips.find((c) => c.id === key);
            if (!chip) continue;
            if (chip.isNew) actor.send({ type: 'topics.newRemoved', name: chip.name });
            else actor.send({ type: 'topics.removed', id: chip.id.slice('topic:'.length) });
          }
        }}
        renderEmptyState={() => <span className="TopicPicker-none">No topics chosen yet</span>}
      >
        {(chip) => (
          <Tag id={chip.id} textValue={chip.isNew ? `${chip.name} (new)` : chip.name}>
            {chip.name}
            {chip.isNew && <span className="TopicPicker-new"> (new)</span>}
          </Tag>
        )}
      </TagGroup>
    </div>
  );
}
