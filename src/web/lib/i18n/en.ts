import { MAJORS } from '@contract/majors.ts';

// The strings every screen may need, /auth included, in the spec's exact English words (keys
// grouped by screen; `{name}` is filled in by t(key, { name })). Strings only the signed-in
// screens use live in en-app.ts, loaded with them, so they do not weigh on /auth. ar.ts and
// ar-app.ts hold the same keys (the types and a unit test check it). What the server says (and
// the validation texts) is not here: its codes' English is @contract/messages.ts, its Arabic
// ar-messages.ts, and t() takes those codes too.

const majors = Object.fromEntries(MAJORS.map((m) => [`major.${m.key}`, m.name])) as Record<
  `major.${(typeof MAJORS)[number]['key']}`,
  string
>;

export const en = {
  // App
  'app.title': 'TeamUp',
  'app.tagline': 'Connect. Collaborate. Create.',
  'app.loading': 'Loading...',
  'app.slow': 'This is taking longer than usual',
  'app.retry': 'Retry',
  'language.switchTo': 'العربية',
  'language.switchToLabel': 'Switch to Arabic',

  // Common
  'common.cancel': 'Cancel',
  'common.close': 'Close',
  'common.delete': 'Delete',
  'common.edit': 'Edit',
  'common.optional': '(optional)',
  'common.none': 'None',
  'common.viewDetails': 'View Details',
  'common.moreCount': '+{count} more',
  'common.error': 'Error',
  'toast.region': 'Notifications ({hotkey})',
  'common.email': 'Email',
  'common.phone': 'Phone',
  'common.major': 'Major',
  'common.skills': 'Skills',
  'common.bio': 'Bio',
  'common.noBio': 'No bio yet',

  // Auth
  'auth.login.title': 'Welcome back',
  'auth.login.subtitle': 'Sign in to find your team',
  'auth.login.submit': 'Sign In',
  'auth.login.submitting': 'Signing in...',
  'auth.login.forgot': 'Forgot password?',
  'auth.login.noAccount': "Don't have an account?",
  'auth.login.register': 'Register',
  'auth.register.title': 'Create your account',
  'auth.register.subtitle': 'Join students building projects together',
  'auth.register.submit': 'Create Account',
  'auth.register.submitting': 'Creating account...',
  'auth.register.back': 'Back to Login',
  'auth.verify.title': 'Verify your email',
  'auth.verify.subtitle': 'Enter the 6-digit code we sent to {email}',
  'auth.verify.submit': 'Verify',
  'auth.verify.submitting': 'Verifying...',
  'auth.verify.resend': 'Resend code',
  'auth.verify.resendIn': 'Resend code in {seconds} s',
  'auth.verify.tryAgain': 'Try again',
  'auth.forgot.title': 'Forgot your password?',
  'auth.forgot.subtitle': 'We will e-mail you a 6-digit reset code',
  'auth.forgot.submit': 'Send Reset Code',
  'auth.forgot.submitting': 'Sending...',
  'auth.reset.title': 'Reset your password',
  'auth.reset.subtitle': 'Enter the code from your e-mail and a new password',
  'auth.reset.submit': 'Reset Password',
  'auth.reset.submitting': 'Resetting...',
  'auth.backToLogin': 'Back to Login',
  'auth.field.email': 'Email',
  'auth.field.password': 'Password',
  'auth.field.newPassword': 'New Password',
  'auth.field.name': 'Full Name',
  'auth.field.gender': 'Gender',
  'auth.field.phone': 'Phone',
  'auth.field.major': 'Major',
  'auth.field.bio': 'Bio',
  'auth.field.skills': 'Skills',
  'auth.field.code': 'Verification Code',
  'auth.field.resetCode': 'Reset Code',
  'auth.placeholder.email': 'you@university.edu',
  'auth.placeholder.skills': 'e.g. React, Python, Design',
  'auth.placeholder.bio': 'Tell others about yourself',
  'auth.placeholder.phone': '05XXXXXXXX',
  'auth.placeholder.gender': 'Select gender',
  'auth.placeholder.major': 'Select major',
  'auth.gender.male': 'Male',
  'auth.gender.female': 'Female',
  'auth.hero': 'TeamUp helps university students find teammates and build projects together.',
  'auth.showPassword': 'Show password',
  'auth.hidePassword': 'Hide password',
  'auth.password.met': 'Met:',
  'auth.password.unmet': 'Not met:',
  'auth.password.length': 'At least 6 characters',
  'auth.password.lower': 'A lowercase letter',
  'auth.password.upper': 'An uppercase letter',
  'auth.password.digit': 'A number',
  'auth.password.characters': 'Only English letters, numbers and @ # _',
  'auth.password.special': 'One of @, # or _',
  'notFound.title': '404 Page Not Found',
  'notFound.body': 'Did you forget to add the page to the router?',
  'notFound.home': 'Go to Dashboard',

  // Error fallbacks
  'error.login': 'Login failed',
  'error.register': 'Registration failed',
  'error.verify': 'Verification failed',
  'error.resend': 'Failed to resend code',
  'error.sendReset': 'Failed to send reset code',
  'error.reset': 'Failed to reset password',

  // Shared words (Save, Cancel, ...) of Browse Students, My Profile, My Team and Admin
  'common.you': '(you)',
  'common.save': 'Save',
  'common.saving': 'Saving...',
  'common.loadMore': 'Load more',
  'contact.whatsapp': 'WhatsApp',
  'contact.whatsappLabel': 'Chat with {name} on WhatsApp (opens in a new tab)',

  // Majors
  ...majors,
} as const;
