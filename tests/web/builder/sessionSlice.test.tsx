import { act, render } from "@testing-library/react";
import { dequal } from "dequal";
import { describe, expect, it } from "vitest";
import { emptyFormData } from "../../../convex/model/formData";
import { editorShell } from "../../../src/builder/editorShell";
import type { SessionPort } from "../../../src/builder/session/port";
import { BuilderSession } from "../../../src/builder/session/session";
import { useFormState, useSessionSlice } from "../../../src/builder/useSessionSlice";

const never = () => new Promise<never>(() => {});
const port: SessionPort = { saveDraft: never, upload: never };

/** A session with a saved draft, and a count of the renders of the page around the form, of the form and of the preview. */
function renderParts() {
  const session = new BuilderSession({ templateId: "minimalist", port, autosaveDelayMs: 60_000 });
  session.load(
    { templateId: "minimalist", formData: { ...emptyFormData(), name: "Ada Lovelace", about: "Hello" }, revision: 1, updatedAt: 1, images: {} },
    null,
  );
  const renders = { shell: 0, form: 0, preview: 0 };
  function Shell() {
    renders.shell++;
    const shell = useSessionSlice(session, editorShell, dequal);
    return <p>{shell.status.kind}</p>;
  }
  function Form() {
    renders.form++;
    return <p>{useFormState(session).values.about}</p>;
  }
  function Preview() {
    renders.preview++;
    const { values } = useSessionSlice(session, (state) => ({ values: state.values }));
    return <p>{values.name}</p>;
  }
  render(
    <>
      <Shell />
      <Form />
      <Preview />
    </>,
  );
  return { session, renders };
}

describe("the builder's parts read the session's state they show", () => {
  it("re-renders the form and the preview on each keystroke, and the page around them only when what it shows changes", () => {
    const { session, renders } = renderParts();
    expect(renders).toEqual({ shell: 1, form: 1, preview: 1 });
    // The first keystroke makes the draft unsaved (the status, Undo): the page shows it.
    act(() => session.setField("about", "Hello!"));
    expect(renders).toEqual({ shell: 2, form: 2, preview: 2 });
    // Further typing changes only the values.
    for (const text of ["Hello!!", "Hello!!!", "Hello!!!!"]) act(() => session.setField("about", text));
    expect(renders).toEqual({ shell: 2, form: 5, preview: 5 });
    // A name emptied changes what the page says (its sample), and an error shows in the nav.
    act(() => session.setField("name", ""));
    expect(renders.shell).toBe(3);
  });

  it("leaves the form and the preview as they are when only the save status changes", () => {
    const { session, renders } = renderParts();
    act(() => session.setEnvironment({ online: false }));
    expect(renders).toEqual({ shell: 2, form: 1, preview: 1 });
  });
});
