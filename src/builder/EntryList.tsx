import { memo, useCallback, useEffect, useMemo, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode, type RefObject } from "react";
import { createPortal } from "react-dom";
import { ActionIcon, Alert, Button, Group, Paper, Stack, Text, Title, Tooltip } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconGripVertical, IconPlus, IconTrash } from "@tabler/icons-react";
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useTranslation } from "react-i18next";
import { LIMITS } from "../../convex/model/limits";
import { useMessage } from "../i18n/messages";
import classes from "./Builder.module.css";

type Props = {
  /** Section heading, e.g. "Skills". */
  title: string;
  /** One entry, lower case, e.g. "skill" (used in button names: "Remove skill 2"). */
  noun: string;
  keys: string[];
  /** A short summary for an entry's header (e.g. the skill's name), or "" for a blank entry. */
  summary: (index: number) => string;
  renderFields: (index: number, key: string) => ReactNode;
  onAdd: () => string;
  onRemove: (index: number) => void;
  onMove: (from: number, to: number) => void;
  /** A list-level error (e.g. too many entries). */
  error?: ReactNode;
  headingId: string;
  /** Most entries the list takes (the built-in lists: LIMITS.entriesPerList). */
  max?: number;
  /** The heading's level: 2 for a panel's own list, 3 for a list inside a panel (the owner's sections). */
  headingOrder?: 2 | 3;
  /**
   * Everything an entry's fields show (its values, errors, images): an entry whose list is unchanged
   * re-renders only when one of these changes, so typing in one of 20 projects renders one. Without
   * it every entry renders every time.
   */
  entryDeps?: (index: number) => readonly unknown[];
  /** About how tall one entry is (px): what an entry not shown yet takes in the page (Builder.module.css, .entry). */
  entryHeight?: number;
};

type RowActions = {
  move: (index: number, to: number, target: "move-up" | "move-down") => void;
  remove: (index: number) => void;
  /** An entry dropped on another one's place (drag and drop). */
  drop: (key: string, over: string) => void;
  /** A new entry at the end (the Add button). */
  add: () => void;
};
type RowProps = {
  id: string;
  index: number;
  count: number;
  noun: string;
  summary: string;
  actions: RefObject<RowActions>;
  /** Registers the element the entry's fields are placed in (EntryFields), or null when it goes. */
  slotRef: (key: string, element: HTMLElement | null) => void;
};

/**
 * One entry as dnd-kit sees it: its header (number, summary, drag, move and remove) and the box its
 * fields are placed in. The fields themselves are rendered outside dnd-kit's DndContext (EntryFields,
 * through a portal into that box): DndContext gives the dragged entry's transform in a context whose
 * value is new at each of its renders, and React then searches everything below it for readers —
 * every field of 20 projects at each keystroke. Below it now are the headers only.
 */
const EntryRow = memo(function EntryRow({ id, index, count, noun, summary, actions, slotRef }: RowProps) {
  const { t } = useTranslation("builder");
  const slot = useCallback((element: HTMLFormElement | null) => slotRef(id, element), [slotRef, id]);
  return (
    <SortableEntry id={id} dragLabel={t("list.drag", { noun: t(`nouns.${noun}.word`), n: index + 1 })}>
      {(handle) => (
        <>
          <Group justify="space-between" mb="sm" wrap="nowrap">
            <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
              {handle}
              <Text id={`${id}-label`} fw={600} size="sm" style={{ minWidth: 0, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}>
                {t("list.entry", { noun: t(`nouns.${noun}.capital`), n: index + 1 })}
                {summary && <Text span c="dimmed" size="sm">{` · ${summary}`}</Text>}
              </Text>
            </Group>
            <EntryActions index={index} count={count} noun={noun} actions={actions} />
          </Group>
          {/* The entry's own form: what Chromium's autofill reads again at each keystroke is this entry's fields, not the whole list's. */}
          <form ref={slot} noValidate onSubmit={preventSubmit} />
        </>
      )}
    </SortableEntry>
  );
});

/** Enter in an entry's only single-line field submits its form: nothing to send, as before. */
const preventSubmit = (event: FormEvent) => event.preventDefault();

type FieldsProps = {
  id: string;
  index: number;
  slot: HTMLElement;
  deps: readonly unknown[] | undefined;
  renderFields: (index: number, key: string) => ReactNode;
};

// Not `renderFields`: the panel makes it anew at each render; `deps` says when its output changes.
const sameFields = (a: FieldsProps, b: FieldsProps) =>
  a.deps !== undefined &&
  b.deps !== undefined &&
  a.id === b.id &&
  a.index === b.index &&
  a.slot === b.slot &&
  a.deps.length === b.deps.length &&
  a.deps.every((dep, i) => Object.is(dep, b.deps![i]));

/** An entry's fields, in its box (EntryRow); they render again only when what they show changed (`deps`). */
const EntryFields = memo(function EntryFields({ id, index, slot, renderFields }: FieldsProps) {
  return createPortal(<div className={classes.entryFields}>{renderFields(index, id)}</div>, slot);
}, sameFields);

// Constant options: new ones on each render make new sensors, and dnd-kit then re-renders every entry.
const POINTER_OPTIONS = { activationConstraint: { distance: 4 } };
const KEYBOARD_OPTIONS = { coordinateGetter: sortableKeyboardCoordinates };

type FocusRequest = { key: string; target: "first-field" | "move-up" | "move-down" | "remove" | "drag" } | { key: null; target: "add" };

/** One entry that can be dragged by its handle; `children` places the handle. */
function SortableEntry({ id, dragLabel, children }: { id: string; dragLabel: string; children: (handle: ReactNode) => ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const handle = (
    <ActionIcon
      ref={setActivatorNodeRef}
      variant="subtle"
      color="gray"
      aria-label={dragLabel}
      data-action="drag"
      style={{ cursor: "grab", touchAction: "none" }}
      {...attributes}
      {...listeners}
    >
      <IconGripVertical size={16} aria-hidden />
    </ActionIcon>
  );
  return (
    <Paper
      ref={setNodeRef}
      className={classes.entry}
      withBorder
      p="md"
      radius="md"
      data-entry-key={id}
      role="group"
      aria-labelledby={`${id}-label`}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        position: "relative",
        zIndex: isDragging ? 2 : undefined,
        boxShadow: isDragging ? "var(--mantine-shadow-md)" : undefined,
      }}
    >
      {children(handle)}
    </Paper>
  );
}

/** `list` itself while its strings are the ones of the last render: memoised parts compare it by identity. */
function useSameStrings(list: string[]): string[] {
  // Each string after a separator, so [] and [""] differ.
  const joined = list.map((item) => `\u0000${item}`).join("");
  return useMemo(() => (joined === "" ? [] : joined.slice(1).split("\u0000")), [joined]);
}

/**
 * The entries' headers under dnd-kit, memoised: a keystroke in an entry's fields leaves them alone.
 * DndContext's own context value is new at each of its renders, and React then searches all of the
 * headers for its readers; now that happens when the list or a summary changes, not at each key.
 */
const EntryRows = memo(function EntryRows({
  keys,
  summaries,
  noun,
  actions,
  slotRef,
}: {
  keys: string[];
  summaries: string[];
  noun: string;
  actions: RefObject<RowActions>;
  slotRef: (key: string, element: HTMLElement | null) => void;
}) {
  const { t } = useTranslation("builder");
  const sensors = useSensors(useSensor(PointerSensor, POINTER_OPTIONS), useSensor(KeyboardSensor, KEYBOARD_OPTIONS));
  const accessibility = useMemo(() => {
    const word = t(`nouns.${noun}.word`);
    const capital = t(`nouns.${noun}.capital`);
    const position = (id: unknown) => keys.indexOf(String(id)) + 1;
    const announcements: Announcements = {
      onDragStart: ({ active }) => t("list.dragStart", { noun: word, n: position(active.id) }),
      onDragOver: ({ active, over }) =>
        over && over.id !== active.id ? t("list.dragOver", { noun: capital, n: position(active.id), to: position(over.id), total: keys.length }) : undefined,
      onDragEnd: ({ active, over }) =>
        over ? t("list.dragEnd", { noun: capital, to: position(over.id), total: keys.length }) : t("list.dropped", { noun: capital, n: position(active.id) }),
      onDragCancel: ({ active }) => t("list.cancelled", { noun: capital, n: position(active.id) }),
    };
    return { announcements, screenReaderInstructions: { draggable: t("list.instructions") } };
  }, [t, noun, keys]);
  const onDragEnd = useCallback(
    ({ active, over }: DragEndEvent) => {
      if (over && active.id !== over.id) actions.current.drop(String(active.id), String(over.id));
    },
    [actions],
  );
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={accessibility}>
      <SortableContext items={keys} strategy={verticalListSortingStrategy}>
        {keys.map((key, index) => (
          <EntryRow key={key} id={key} index={index} count={keys.length} noun={noun} summary={summaries[index] ?? ""} actions={actions} slotRef={slotRef} />
        ))}
      </SortableContext>
    </DndContext>
  );
});

/**
 * The one editor for every list section (skills, experience, projects, education): add a blank
 * entry, remove, move up and down, or drag an entry by its handle (pointer, or keyboard: Space to
 * pick up, arrows to move, Space to drop, Escape to cancel; each step is announced). After each
 * action focus lands somewhere sensible, so the list is comfortable with a keyboard and a screen reader.
 */
export function EntryList({
  title,
  noun,
  keys: keysGiven,
  summary,
  renderFields,
  onAdd,
  onRemove,
  onMove,
  error,
  headingId,
  max = LIMITS.entriesPerList,
  headingOrder = 2,
  entryDeps,
  entryHeight,
}: Props) {
  // The same array while the entries are the same: with a new one dnd-kit's contexts change and every row renders.
  const keys = useSameStrings(keysGiven);
  const container = useRef<HTMLDivElement>(null);
  const [focus, setFocus] = useState<FocusRequest | null>(null);
  const full = keys.length >= max;
  const { t } = useTranslation("builder");
  const message = useMessage();

  useEffect(() => {
    if (!focus || !container.current) return;
    const root = container.current;
    let element: HTMLElement | null = null;
    if (focus.key === null) {
      element = root.querySelector<HTMLElement>("[data-action=add]");
    } else {
      const entry = root.querySelector<HTMLElement>(`[data-entry-key="${focus.key}"]`);
      if (focus.target === "first-field") element = entry?.querySelector<HTMLElement>("input, textarea") ?? null;
      else {
        element =
          entry?.querySelector<HTMLElement>(`[data-action=${focus.target}]:not(:disabled)`) ??
          entry?.querySelector<HTMLElement>("[data-action]:not(:disabled)") ??
          null;
      }
    }
    element?.focus();
    setFocus(null);
  }, [focus, keys]);

  const move = (index: number, to: number, target: "move-up" | "move-down") => {
    onMove(index, to);
    setFocus({ key: keys[index], target });
  };
  const remove = (index: number) => {
    const next = keys[index + 1] ?? keys[index - 1] ?? null;
    onRemove(index);
    setFocus(next ? { key: next, target: "remove" } : { key: null, target: "add" });
  };
  // Each entry's box for its fields, by key (EntryRow, EntryFields).
  const [slots, setSlots] = useState<ReadonlyMap<string, HTMLElement>>(() => new Map());
  const slotRef = useCallback(
    (key: string, element: HTMLElement | null) =>
      setSlots((current) => {
        if ((current.get(key) ?? null) === element) return current;
        const next = new Map(current);
        if (element) next.set(key, element);
        else next.delete(key);
        return next;
      }),
    [],
  );
  const drop = (key: string, over: string) => {
    onMove(keys.indexOf(key), keys.indexOf(over));
    setFocus({ key, target: "drag" });
  };
  const add = () => setFocus({ key: onAdd(), target: "first-field" });
  // Rows and the Add button that did not re-render (memoised) still act on the current list.
  const latest = useRef<RowActions>({ move, remove, drop, add });
  useLayoutEffect(() => {
    latest.current = { move, remove, drop, add };
  });
  // The same array while the headers' summaries are the same: the rows then skip a keystroke in a description.
  const summaries = useSameStrings(keys.map((_, index) => summary(index).trim()));

  return (
    <Stack ref={container} gap="md" style={entryHeight ? { ["--entry-height" as string]: `${entryHeight}px` } : undefined}>
      <ListHeading order={headingOrder} id={headingId} title={title} />
      {error && (
        <Alert color="red" role="alert">
          {typeof error === "string" ? message(error) : error}
        </Alert>
      )}
      {keys.length === 0 && (
        <Text c="dimmed" size="sm">
          {t(`nouns.${noun}.empty`)}
        </Text>
      )}
      <EntryRows keys={keys} summaries={summaries} noun={noun} actions={latest} slotRef={slotRef} />
      {keys.map((key, index) => {
        const slot = slots.get(key);
        return slot && <EntryFields key={key} id={key} index={index} slot={slot} deps={entryDeps?.(index)} renderFields={renderFields} />;
      })}
      <AddEntry noun={noun} full={full} max={max} actions={latest} />
    </Stack>
  );
}

// The list's heading and Add button, memoised: a keystroke in an entry re-renders the list, not them.
const ListHeading = memo(function ListHeading({ order, id, title }: { order: 2 | 3; id?: string; title: string }) {
  return (
    <Title order={order} size={order === 2 ? "h3" : "h4"} id={id} tabIndex={-1}>
      {title}
    </Title>
  );
});

const AddEntry = memo(function AddEntry({ noun, full, max, actions }: { noun: string; full: boolean; max: number; actions: RefObject<RowActions> }) {
  const { t } = useTranslation("builder");
  return (
    <Group>
      <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} data-action="add" disabled={full} onClick={() => actions.current.add()}>
        {t(`nouns.${noun}.add`)}
      </Button>
      {full && (
        <Text size="sm" c="dimmed">
          {t("list.limit", { max })}
        </Text>
      )}
    </Group>
  );
});

/** An entry's move and remove buttons; memoised, as their tooltips cost more to render than the fields. */
const EntryActions = memo(function EntryActions({
  index,
  count,
  noun,
  actions,
}: {
  index: number;
  count: number;
  noun: string;
  actions: RefObject<RowActions>;
}) {
  const { t } = useTranslation("builder");
  const word = t(`nouns.${noun}.word`);
  return (
    <Group gap={4} wrap="nowrap">
      <EntryAction
        label={t("list.moveUp")}
        name={t("list.moveUpName", { noun: word, n: index + 1 })}
        action="move-up"
        disabled={index === 0}
        onClick={() => actions.current.move(index, index - 1, "move-up")}
      >
        <IconArrowUp size={16} aria-hidden />
      </EntryAction>
      <EntryAction
        label={t("list.moveDown")}
        name={t("list.moveDownName", { noun: word, n: index + 1 })}
        action="move-down"
        disabled={index === count - 1}
        onClick={() => actions.current.move(index, index + 1, "move-down")}
      >
        <IconArrowDown size={16} aria-hidden />
      </EntryAction>
      <EntryAction
        label={t("list.remove")}
        name={t("list.removeName", { noun: word, n: index + 1 })}
        action="remove"
        color="red"
        onClick={() => actions.current.remove(index)}
      >
        <IconTrash size={16} aria-hidden />
      </EntryAction>
    </Group>
  );
});

/** One of an entry's icon buttons: its tooltip, its accessible name, and `data-action` (focus returns to it after a move). */
function EntryAction({
  label,
  name,
  action,
  color = "gray",
  disabled,
  onClick,
  children,
}: {
  label: string;
  name: string;
  action: string;
  color?: string;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color={color} aria-label={name} data-action={action} disabled={disabled} onClick={onClick}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
