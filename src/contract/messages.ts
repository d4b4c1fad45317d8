// docs/decisions/0023-message-codes.md; the English is the spec's exact text.
export const MESSAGES = {
  // Where the spec names a rule but not its message, the wording follows its pattern.
  'validation.email': 'Valid email is required',
  'validation.passwordMin': 'Password must be at least 6 characters',
  'validation.passwordLower': 'Password must contain at least one lowercase letter',
  'validation.passwordUpper': 'Password must contain at least one uppercase letter',
  'validation.passwordDigit': 'Password must contain at least one number',
  'validation.passwordChars':
    'Password can only contain English letters, numbers, and @#_ characters',
  'validation.passwordSpecial': 'Password must contain at least one special character (@, #, or _)',
  'validation.passwordMax': 'Password must be at most 128 characters',
  'validation.otpCode': 'OTP code must be 6 digits',
  'validation.resetCode': 'Reset code must be 6 digits',
  'validation.name': 'Name is required',
  'validation.gender': 'Gender is required',
  'validation.phoneRequired': 'Phone number is required',
  'validation.phoneFormat': 'Phone number must be 10 digits starting with 05',
  'validation.phoneHint': 'Must be 10 digits starting with 05',
  'validation.major': 'Major is required',
  'validation.title': 'Title is required',
  'validation.description': 'Description is required',
  'validation.teamIdRequired': 'Team ID is required',
  'validation.teamIdFormat': 'Team ID must be in format M001, M002, etc.',
  'validation.majorsRequired': 'At least one major is required',
  'validation.unknownMajor': 'Unknown major',
  'validation.invalidId': 'Invalid id',
  'validation.tooLong': '{field} must be at most {max} characters',
  'validation.notText': '{field} must be text',
  'validation.badCharacters': '{field} contains characters that are not allowed',
  'validation.filterTerms': '{field} can have at most {max} terms',
  'validation.filterTermLength': 'Each term of {field} must be at most {max} characters',
  'validation.invalidCursor': 'Invalid cursor',
  'validation.invalidValue': 'Invalid value',
  'validation.invalidRequest': 'Invalid request',
  'validation.applicationStatus': 'Status must be accepted or rejected',
  'validation.notificationKind': 'Kind must be invitations or updates',
  'validation.sortColumn': 'Unknown sort column',
  'validation.sortDirection': 'Direction must be asc or desc',
  'validation.trueOrFalse': 'Must be true or false',
  'validation.genderFilter': 'Gender must be male or female',
  'validation.withoutTeam': 'withoutTeam must be true or false',
  'validation.teamSize': 'Team size must be a whole number from 2 to 20',
  'validation.weight': 'A weight must be a whole number from 0 to 10',
  'validation.adminEditBoth':
    'Change either the admin flag or the profile fields, not both at once',
  'validation.deadline': 'Deadline must be a date and time, or empty for no deadline',
  'validation.deadlineYears': 'Deadline must fall between the years {min} and {max}',
  'validation.targetSize': 'Target team size must be a whole number from 1 to 20',
  'validation.targetOrder': 'The minimum team size cannot be above the maximum',
  'validation.courseCode': 'Course code is required',
  'validation.courseName': 'Course name is required',

  'http.notSignedIn': 'Not signed in',
  'http.forbidden': "You don't have permission to do that",
  'http.adminOnly': 'Admin access required',
  'http.crossSite': 'Cross-site request refused',
  'http.notFound': 'Not found',
  'http.conflict': 'That conflicts with existing data',
  'http.unavailable': 'The service is temporarily unavailable. Please try again shortly.',
  'http.internal': 'Something went wrong. Please try again.',
  'http.bodyTooLarge': 'Request body is too large',
  'http.mediaType': 'Content type must be application/json',
  'http.bodyEmpty': 'Request body is empty',
  'http.badJson': 'Request body is not valid JSON',
  'http.tooManyRequests': 'Too many requests. Please slow down and try again in {wait}.',

  'auth.registered': 'Registration successful. We sent a 6-digit verification code to {email}.',
  'auth.domainNotAllowed': 'Registration is only open to {domains} email addresses',
  'auth.verified': 'Email verified successfully. Welcome to TeamUp!',
  'auth.invalidCode': 'Invalid or expired code. Check the code or request a new one.',
  'auth.codeResent': 'If this email is waiting for verification, a new code has been sent to it.',
  'auth.codeTriesLocked': 'Too many wrong codes from this browser. Please try again in {wait}.',
  'auth.loggedIn': 'Login successful',
  'auth.invalidLogin': 'Invalid email or password',
  'auth.unverified':
    'Please verify your email to continue. Check your inbox for the verification code.',
  'auth.loginLocked':
    'Too many failed sign-in attempts for this account. Please try again in {wait}.',
  'auth.networkLimited': 'Too many requests from your network. Please try again in {wait}.',
  'auth.resetSent':
    'If an account exists for this email, a password reset code has been sent to it.',
  'auth.passwordReset': 'Password reset successfully. Please sign in with your new password.',
  'auth.loggedOut': 'Logged out successfully',
  'auth.oidcOnly': 'Sign in with {name}: this TeamUp has no passwords of its own.',
  'auth.oidcFailed': 'Signing in with {name} did not work. Please try again.',
  'auth.oidcUnverified':
    'Your {name} account has no verified email address, so it cannot open an existing TeamUp account.',
  'auth.oidcDomainNotAllowed': 'Your {name} account has no email address this TeamUp accepts.',
  'auth.oidcSignupExpired': 'This sign-in has expired. Please sign in with {name} again.',
  'auth.oidcTooMany': 'Too many sign-ins from your network. Please try again in a few minutes.',
  'auth.oidcWelcome': 'Account created. Welcome to TeamUp!',

  'users.notFound': 'User not found',
  'ideas.notFound': 'Idea not found',
  'ideas.oneIdea': 'You can only create one idea',
  'ideas.inTeam': 'Leave your current team to create a new idea',
  'ideas.teamIdTaken': 'Team ID is already taken',
  'ideas.ownerOnly': 'Only the idea owner can do that',
  'ideas.deleted': 'Idea deleted successfully',
  'applications.notFound': 'Application not found',
  'applications.ownIdea': 'You cannot apply to your own idea',
  'applications.kicked': 'You were removed from this team and cannot join it again',
  'applications.alreadyApplied': 'You have already applied to this idea',
  'applications.inTeam': 'You are already in a team',
  'applications.majorNotAccepted': "Your major is not among this idea's required majors",
  'applications.alreadyDecided': 'This application has already been decided',
  'applications.notAccepted': 'This application has not been accepted yet',
  'applications.invitationClosed': 'This invitation is no longer open',
  'applications.alreadyMember': 'You are already a member of this team',
  'applications.leaveFirst': 'Leave your current team before joining another one',
  'applications.ideaGone': 'This idea no longer exists',
  'applications.joined': 'Successfully joined the team!',
  'applications.declined': 'You declined to join the team',
  'applications.withdrawn': 'Application withdrawn',
  'applications.withdrawnTooOften':
    'You have withdrawn from this idea too many times to apply to it again',
  'applications.notWithdrawable':
    'Only a pending application or an open invitation can be withdrawn',
  'teams.noTeam': 'You are not in a team',
  'teams.notLeader': 'Only the team leader can remove members',
  'teams.removeSelf': 'You cannot remove yourself from your team',
  'teams.notMember': 'This student is not a member of your team',
  'teams.changed': 'Your team changed meanwhile; please try again',
  'teams.left': 'Left team successfully',
  'teams.memberRemoved': 'Member removed successfully',
  'teams.full': 'This team is full',
  'teams.sizeBelowMembers': 'The team already has more members than this limit',
  'teams.sizeAboveTarget': "Team size must be at most {max}, the coordinator's target",
  'teams.notLeaderTransfer': 'Only the team leader can hand over the team',
  'teams.transferSelf': 'You already lead this team',
  'teams.transferred': 'You handed the team over to {name}',
  'invitations.notLeader': 'Only the leader of a team can invite students',
  'invitations.studentNotFound': 'Student not found',
  'invitations.inTeam': 'This student is already in a team',
  'invitations.removed': 'This student was removed from your team and cannot be invited again',
  'invitations.alreadyInvited': 'This student already has an invitation to your team',
  'invitations.hasApplied':
    'This student has applied to your idea: accept their application instead',
  'invitations.answeredBefore':
    'This student declined or withdrew from your team before; they can still apply themselves',
  'invitations.tooOften':
    'You have invited this student {max} times today: you can invite them again tomorrow',
  'invitations.tooManyOpen':
    '{max} of your invitations are still waiting for an answer: wait for some answers before inviting more',
  'invitations.sent': 'Invitation sent to {name}',
  'notifications.notFound': 'Notification not found',
  'admin.selfDelete': 'You cannot delete your own account',
  'admin.selfDemote': 'You cannot remove your own admin access',
  'admin.emailInUse': 'Email is already in use',
  'admin.userDeleted': 'User deleted successfully. They must re-register to access the system.',
  'admin.teamNotFound': 'Team not found',
  'admin.studentNotFound': 'Student not found',
  'admin.otherGender': "This student is not of the team's gender",
  'admin.inTeam': 'This student is already in a team',
  'admin.removedByLeader': "This team's leader removed this student; they cannot be added back",
  'admin.notMember': 'This student is not a member of this team',
  'admin.leaderStays': 'The team leader cannot be removed; the leader can hand the team over first',
  'admin.memberAdded': '{name} was added to the team',
  'admin.memberRemoved': '{name} was removed from the team',
  'placement.notFound': 'Proposal not found',
  'placement.applied': 'This proposal was already applied',
  'placement.notApplied': 'This proposal was not applied',
  'placement.undone': 'This proposal was already undone',
  'placement.targetOrder': 'The smallest team size cannot be larger than the largest',
  'placement.notInProposal': 'Only students of this proposal can be placed by it',
  'placement.twice': 'A student can be placed only once',
  'formation.closed':
    'Team formation closed at {deadline}. A coordinator can still place you in a team.',
  'course.notFound': 'Course not found',
  'course.codeTaken': 'A course with this code already exists',
  'course.noAccount': 'No verified account has this email',
  'course.coordinatorAppointed': 'Coordinator appointed',
  'roster.header': 'The first line must be the header email,name,gender,major',
  'roster.tooLong': 'A roster can have at most {max} lines',
  'roster.columns': 'A line needs 4 columns: email, name, gender, major',
  'roster.repeated': 'This email is already on line {line}',
  'roster.genderDiffers': "The gender differs from the account's gender",
  'roster.coordinator': 'This account coordinates the course',
  'roster.notMember': 'Not on the roster of this course',
  'roster.removed': 'Removed from the roster',
} as const;

export type MessageCode = keyof typeof MESSAGES;
/** Parameters that carry an instant (ISO 8601): each reader sees it in their language and zone. */
export const MOMENT_PARAMS = ['deadline'] as const;
export type MessageParams = Readonly<Record<string, string | number>>;

export interface Message {
  code: MessageCode;
  message: string;
  params?: MessageParams;
}

export const isMessageCode = (code: unknown): code is MessageCode =>
  typeof code === 'string' && Object.hasOwn(MESSAGES, code);

export function describeWait(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}

/** Fills `{name}` placeholders; a `seconds` parameter also fills `{wait}` through `wait`. */
export function fillMessage(
  template: string,
  params: MessageParams = {},
  wait: (seconds: number) => string = describeWait,
): string {
  const vars: MessageParams =
    typeof params.seconds === 'number' ? { wait: wait(params.seconds), ...params } : params;
  return template.replace(/\{(\w+)\}/g, (m, name: string) =>
    vars[name] === undefined ? m : String(vars[name]),
  );
}

export function message(code: MessageCode, params?: MessageParams): Message {
  const text = fillMessage(MESSAGES[code], params);
  return params ? { code, message: text, params } : { code, message: text };
}
