// What the API answers, as the app's tests fake it: snake_case, as on the wire.

/** The demo teacher Anna's account as GET /pl/api/account/ answers it: no congress yet, no second factor to ask. */
export const ACCOUNT_ANSWER = {
  id: 1,
  email: "anna.nowak@example.pl",
  firstname: "Anna",
  lastname: "Nowak",
  phone: "600 700 800",
  city: "Warszawa",
  postal_code: "00-950",
  user_groups1: "Nauczyciel wychowania fizycznego",
  user_groups2: "Nauczyciel",
  user_agreements: [1],
  registered_events: [],
  is_staff: false,
  second_factor: "not-needed",
};
