/**
 * Set while this tab itself ends its session on the server (deleting the account): the guard's
 * ended-session watch then leaves the sign-out and the next page to that flow, instead of
 * sending the tab to /login first.
 */
let expected = false;

export const expectSessionEnd = (value: boolean) => {
  expected = value;
};

export const isSessionEndExpected = () => expected;
