// /api/admin/team: who works in the back office (issue 21). Owners invite, change roles and remove; staff cannot.
// An owner's role is `admin` in the session token and the database (the spec's name); the team calls say `owner`.
import * as z from 'zod/mini';

export const TEAM_ROLES = ['owner', 'staff'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** How many people the back office holds, invitations included: a team, not a user base. */
export const MAX_TEAM_MEMBERS = 100;

export const TEAM_NAME_MISSING_MESSAGE = 'Please enter their name';
export const TEAM_EMAIL_INVALID_MESSAGE = 'Please enter a valid email address';
export const TEAM_ROLE_MESSAGE = 'Choose owner or staff';
export const LAST_OWNER_MESSAGE = 'The team needs at least one owner: make someone else an owner first.';
export const SERVER_OWNER_MESSAGE =
  'This owner comes from the server’s ADMIN_EMAIL setting: change that setting to change them.';
export const NOT_A_TEAM_MEMBER_MESSAGE = 'No one on the team has this id.';
/** POST /api/admin/team/{id}/invitation for someone who already chose a password. */
export const ALREADY_SET_UP_MESSAGE =
  'They have already set a password. If they forgot it, they can use Forgot password on the sign-in page.';
export const ALREADY_ON_TEAM_MESSAGE = 'This person is already on the team.';
export const SUBSCRIBER_EMAIL_MESSAGE =
  'This e-mail belongs to a subscriber’s account: invite the person with another address.';
export const TEAM_FULL_MESSAGE = `The team holds ${MAX_TEAM_MEMBERS} people: remove someone first.`;

const role = z.enum(TEAM_ROLES, TEAM_ROLE_MESSAGE);

export const teamMemberSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  role,
  /** `invited` until they have set a password from the e-mailed link. */
  status: z.enum(['active', 'invited']),
  /** The caller: they may change themselves, but are told it ends their session. */
  you: z.boolean(),
  /** The owner made from ADMIN_EMAIL at each start: changed there, not here. */
  fromServerSettings: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** GET /api/admin/team: owners first, then staff, each by name. */
export const teamResponseSchema = z.array(teamMemberSchema);

/** POST /api/admin/team: creates the account and e-mails a one-time link to set its password. */
export const inviteTeamMemberRequestSchema = z.strictObject({
  email: z
    .string(TEAM_EMAIL_INVALID_MESSAGE)
    .check(z.trim(), z.maxLength(254), z.email(TEAM_EMAIL_INVALID_MESSAGE)),
  name: z
    .string(TEAM_NAME_MISSING_MESSAGE)
    .check(
      z.trim(),
      z.minLength(1, TEAM_NAME_MISSING_MESSAGE),
      z.maxLength(100, 'Use at most 100 characters'),
    ),
  role,
});
export type InviteTeamMemberRequest = z.infer<typeof inviteTeamMemberRequestSchema>;

/** PATCH /api/admin/team/:id. The person's sessions end, so they sign in again with the new role's back office. */
export const updateTeamMemberRequestSchema = z.strictObject({ role });
export type UpdateTeamMemberRequest = z.infer<typeof updateTeamMemberRequestSchema>;

/** DELETE /api/admin/team/:id: the account goes (or, if it holds a subscription, becomes a subscriber's again). */
export const removeTeamMemberResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type RemoveTeamMemberResponse = z.infer<typeof removeTeamMemberResponseSchema>;
