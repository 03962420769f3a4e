// What the reference says of every call of the admin area: its tag, and who may make it.

export const tags = ["Admin"];
export const staffOnly = "The shop's staff only: 401 without a session, 403 for any role but ADMIN.";
