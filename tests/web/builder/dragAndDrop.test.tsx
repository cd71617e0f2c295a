import { afterEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { MantineProvider } from "@mantine/core";
import { EntryList } from "../../../src/builder/EntryList";

afterEach(() => vi.restoreAllMocks());

/** jsdom has no layout: each entry is 90px tall, 100px below the previous one. */
function layOutEntries() {
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
    const entry = this.closest<HTMLElement>("[data-entry-key]");
    const top = entry ? [...document.querySelectorAll("[data-entry-key]")].indexOf(entry) * 100 : 0;
    return { x: 0, y: top, top, left: 0, right: 300, bottom: top + 90, width: 300, height: 90, toJSON: () => ({}) } as DOMRect;
  });
}

function renderList(onMove = vi.fn()) {
  render(
    <MantineProvider>
      <EntryList
        title="Skills"
        noun="skill"
        keys={["a", "b", "c"]}
        summary={() => ""}
        renderFields={() => null}
        onAdd={() => "d"}
        onRemove={() => {}}
        onMove={onMove}
        headingId="skills"
      />
    </MantineProvider>,
  );
  return onMove;
}

/** A key on the focused element, then a moment for the sensor's frame-based steps. */
async function press(code: string, key: string) {
  await act(async () => void fireEvent.keyDown(document.activeElement!, { key, code }));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

const liveRegion = () => document.querySelector("[id^=DndLiveRegion]");

describe("dragging entries with the keyboard", () => {
  it("picks up with Space, moves with the arrows, drops with Space, announcing each step", async () => {
    layOutEntries();
    const onMove = renderList();
    screen.getByRole("button", { name: "Drag skill 1" }).focus();
    await press("Space", " ");
    expect(liveRegion()).toHaveTextContent("Picked up skill 1.");
    await press("ArrowDown", "ArrowDown");
    expect(liveRegion()).toHaveTextContent("Skill 1 is over position 2 of 3.");
    await press("ArrowDown", "ArrowDown");
    await press("Space", " ");
    expect(liveRegion()).toHaveTextContent("Skill moved to position 3 of 3.");
    expect(onMove).toHaveBeenCalledWith(0, 2);
  });

  it("cancels with Escape, leaving the order as it was", async () => {
    layOutEntries();
    const onMove = renderList();
    screen.getByRole("button", { name: "Drag skill 2" }).focus();
    await press("Space", " ");
    await press("ArrowDown", "ArrowDown");
    await press("Escape", "Escape");
    expect(liveRegion()).toHaveTextContent("Moving cancelled. Skill 2 stays where it was.");
    expect(onMove).not.toHaveBeenCalled();
  });
});
