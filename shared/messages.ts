/**
 * Every user-facing text the specs give: toasts (title / description) and
 * validation and inline error messages. Screens import from here and never
 * spell these texts themselves, so the wording is checked in one place.
 *
 * Sources: core spec "Validation rules" and "Error catalogue" (`core`),
 * marketing spec "Validation rules" and "Error catalogue" (`marketing`).
 * Entries marked "ours" are not in the specs; they fill gaps the specs leave
 * (for example a form field error the spec only gives as an input constraint).
 *
 * Toasts whose description is the provider's or the server's message are
 * functions; they fall back to the generic description when no message came.
 */

/**
 * `icon`: a prefix the spec writes as an emoji (a star, a party popper), drawn
 * as an icon instead (web/src/lib/toast.tsx): an emoji font is not a given (Debian's Chromium has none).
 */
export type ToastMessage = { readonly title: string; readonly description?: string; readonly icon?: 'star' | 'party' };

const GENERIC_DESCRIPTION = 'An unexpected error occurred. Please try again.';

/** Builds a toast whose description is a message from elsewhere, falling back when it is empty. */
function withMessage(title: string, fallback: string = GENERIC_DESCRIPTION) {
  return (message?: string | null): ToastMessage => ({
    title,
    description: message && message.trim() !== '' ? message : fallback,
  });
}

export const MESSAGES = {
  /** core spec "Error catalogue": the catch-all failure. */
  generic: {
    error: { title: 'Error', description: GENERIC_DESCRIPTION },
  },

  /** core spec "Validation rules" and "Error catalogue": sign-up, sign-in, password reset. */
  auth: {
    accountExists: {
      title: 'Account exists',
      description: 'This email is already registered. Please sign in instead.',
    },
    signUpFailed: withMessage('Sign up failed'),
    /** The spec says "confirmation link"; we send a 6-digit code, and the toast says what the screen asks for (the truth over the spec's text). */
    signUpCheckEmail: {
      title: 'Check your email',
      description: 'We sent you a 6-digit code. Enter it below to confirm your account.',
    },
    /** Sign-ups are limited per network and per e-mail (decision 0054), the same for every address. */
    signUpThrottled: {
      title: 'Too many sign-ups',
      description:
        'Too many sign-up attempts from your network or for this e-mail. Please wait a while, then try again.',
    },
    invalidCredentials: {
      title: 'Invalid credentials',
      description: 'Please check your email and password and try again.',
    },
    signInFailed: withMessage('Sign in failed'),
    welcomeBack: { title: 'Welcome back!', description: 'You have been signed in successfully.' },
    resetFailed: withMessage('Reset failed'),
    /**
     * core §5 says "a password reset link"; the mail holds a code the reset form asks for (Cognito's
     * ForgotPassword), so the description names the code and where it goes, keeping the spec's title.
     */
    resetCheckEmail: {
      title: 'Check your email',
      description: 'We sent you a password reset code. Check your email and enter the code below.',
    },
    updateFailed: withMessage('Update failed'),
    passwordUpdated: { title: 'Password updated', description: 'Your password has been updated successfully.' },
    emailRequired: { title: 'Email required', description: 'Please enter your email address to reset your password.' },
    passwordTooShort: { title: 'Password too short', description: 'Password must be at least 6 characters long.' },
    passwordsDoNotMatch: {
      title: 'Passwords do not match',
      description: 'Please make sure both password fields match.',
    },
  },

  /** Field errors for the shared form schemas (shared/validation). Ours unless noted. */
  validation: {
    emailRequired: 'Email is required.',
    emailInvalid: 'Please enter a valid email address.',
    passwordRequired: 'Password is required.',
    /** core spec "Validation rules" wording. */
    passwordTooShort: 'Password must be at least 6 characters long.',
    passwordTooLong: 'Password must be at most 256 characters long.',
    /** Ours (decision 0031, NIST SP 800-63B): a password on the list of common and breached passwords. */
    passwordTooCommon: 'This password is too common and easy to guess. Please choose another.',
    /** core spec "Validation rules" wording. */
    passwordsDoNotMatch: 'Please make sure both password fields match.',
    usernameRequired: 'Username is required.',
    usernameTooLong: 'Username must be at most 30 characters long.',
    codeRequired: 'Please enter the code from your email.',
    codeInvalid: 'The code is the 6 digits from your email.',
    /** core spec "Validation rules": saving a profile without a session. */
    noActiveSession: 'No active session',
  },

  /** core spec "Error catalogue": subscription card and billing portal. */
  subscription: {
    portalError: { title: 'Portal Error', description: 'Failed to open subscription management. Please try again.' },
    statusRefreshed: { title: 'Status Refreshed', description: 'Your subscription status has been updated.' },
    refreshFailed: { title: 'Refresh Failed', description: 'Failed to refresh subscription status.' },
    /** marketing spec "Error catalogue": checkout. */
    checkoutError: { title: 'Subscription Error', description: 'Failed to start subscription. Please try again.' },
    /** marketing spec "Error catalogue": subscription sync after checkout. */
    syncFailed: withMessage('Sync failed', 'Please refresh later.'),
    syncing: { title: 'Finalizing subscription', description: 'Syncing your account...' },
    allSet: { title: 'All set!', description: 'Your premium access is active.' },
    /** marketing spec "Screens and routes" and "States and transitions": the success page's two states, inline. */
    activating: 'Activating your benefits...',
    unlocked: 'Premium features are now unlocked.',
    /** Ours: the success page after its last retry, while the member is still free. */
    stillActivating: "We're still confirming your subscription. Your benefits unlock as soon as it's confirmed.",
    /** marketing spec "Screens and routes": the canceled page, inline. */
    checkoutCanceled: 'Your checkout was canceled. No charges were made.',
    /** Ours: the subscription card while Stripe retries a failed renewal (status past_due). */
    /** What each state that waits on the member means, and what to do (the subscription card). */
    attention: {
      payment_failed: 'Your last payment failed. Update your card in Manage Subscription; we will retry it.',
      payment_incomplete:
        'Your first payment has not gone through yet (it needs your approval, failed, or is still processing). Complete it in Manage Subscription within 23 hours, or the plan will not start.',
      unpaid:
        'Your plan is on hold: every retry of its payment failed. Update your card in Manage Subscription to pay the open invoice and get your plan back.',
      paused:
        'Your plan is paused: the trial ended without a card on file. Add a card and resume it in Manage Subscription.',
    },
    /** A checkout refused because a subscription already waits on the member. */
    fixExistingPlan: 'You already have a plan that needs attention. Opening Manage Subscription to fix it.',
  },

  /** core spec "Error catalogue": profile editor. */
  profile: {
    loadError: { title: 'Error loading profile', description: 'There was an error loading your profile data.' },
    notSignedIn: { title: 'Not signed in', description: 'Please sign in again to save your profile.' },
    saved: { title: 'Profile saved!', description: 'Your profile has been updated successfully.' },
    saveError: withMessage('Error saving profile', 'There was an error saving your profile.'),
    photoUploadFailed: { title: 'Upload failed', description: 'There was an error uploading your photo.' },
    photoUploaded: { title: 'Photo uploaded!', description: 'Your photo has been added to your profile.' },
    /** Ours: the screening classifier held the photo back (decision 0070). */
    photoHeld: {
      title: 'Not published',
      description:
        'Our screening found this photo too explicit for Kindred, so nobody else can see it. A moderator will look at it.',
    },
    /** Ours: a chosen file refused before upload, each for its one reason (the story dialog's titles). */
    photoInvalidType: { title: 'Invalid file type', description: 'Please select a JPEG, PNG, WebP or GIF image.' },
    photoTooLarge: { title: 'File too large', description: 'Please select a file smaller than 10MB.' },
    /** Ours: reordering or deleting a photo failed (the spec has no photo edits beyond upload). */
    photoUpdateFailed: withMessage('Error updating photos', 'There was an error updating your photos.'),
  },

  /** core spec "Error catalogue": discovery. */
  discover: {
    loadError: { title: 'Error loading profiles', description: 'There was an error loading profiles to discover.' },
    actionError: { title: 'Error', description: 'There was an error processing your action.' },
    noSuperLikesLeft: {
      title: 'No Super Likes Left',
      description: "You've used all your super likes for today. Come back tomorrow!",
    },
    /** The spec gives the title with a star prefix and no description. */
    superLikeSent: { title: 'Super Like Sent!', icon: 'star' },
    /** The spec gives the title with a party prefix and no description. */
    itsAMatch: { title: "It's a Match!", icon: 'party' },
  },

  /** core spec "Error catalogue": matches and chat. The spec gives titles only. */
  matches: {
    loadError: { title: 'Error loading matches' },
    /** Ours: the spec has no unmatch. */
    unmatched: { title: 'Unmatched', description: 'This match has been removed for both of you.' },
    unmatchFailed: { title: 'Error', description: 'There was an error removing this match.' },
  },
  chat: {
    conversationLoadError: { title: 'Error loading conversation' },
    messagesLoadError: { title: 'Error loading messages' },
    /** The description is the server's reason, or ours when no answer came. */
    /** Ours: the match ended while its conversation was open. */
    conversationEnded: {
      title: 'Conversation ended',
      description: 'This match has ended, so the conversation is no longer available.',
    },
    sendError: withMessage('Error sending message', 'Your message was not delivered. Please try again.'),
    /** Ours: a message arrives while the member is away from that conversation. */
    newMessage: (name: string, preview: string): ToastMessage => ({
      title: `New message from ${name}`,
      description: preview,
    }),
    /** Ours: the read-receipts switch on the dashboard (the specs have no chat settings). */
    settingsSaved: { title: 'Settings saved', description: 'Your chat privacy settings have been updated.' },
    settingsSaveError: { title: 'Error saving settings', description: 'There was an error saving your chat settings.' },
    sensitiveSaved: { title: 'Settings saved', description: 'Your choice about sensitive photos has been saved.' },
  },

  /** core spec "Error catalogue" and marketing spec "Error catalogue": the dating preferences editor. */
  preferences: {
    loadError: { title: 'Error loading preferences', description: 'There was an error loading your preferences.' },
    saveError: { title: 'Error saving preferences', description: 'There was an error saving your preferences.' },
    saved: { title: 'Preferences saved!', description: 'Your preferences have been updated successfully.' },
  },

  /** core spec "Error catalogue": inline location errors (shown in place, not as toasts). */
  location: {
    unsupported: 'Geolocation is not supported by this browser.',
    deniedSettings: 'Location access denied. Please enable location services in your browser settings.',
    deniedByUser: 'Location access denied by user.',
    unavailable: 'Location information is unavailable.',
    timeout: 'Location request timed out.',
    failed: 'Failed to get location.',
    /** Ours: the server allows one position update a minute (shared/schemas/location.ts). */
    rateLimited: 'You updated your location a moment ago. Please wait a minute and try again.',
  },

  /** Ours: the member's own data (export and account deletion); the specs have none. */
  account: {
    deleted: { title: 'Account deleted', description: 'Your account and data have been removed.' },
    deleteFailed: withMessage('Error deleting account', 'There was an error deleting your account.'),
    exportFailed: withMessage('Download failed', 'There was an error preparing your data.'),
  },

  /** marketing spec "Validation rules" and "Error catalogue": stories. */
  stories: {
    invalidFileType: { title: 'Invalid file type', description: 'Please select an image or video file.' },
    fileTooLarge: { title: 'File too large', description: 'Please select a file smaller than 10MB.' },
    uploadFailed: { title: 'Upload failed', description: 'There was an error creating your story.' },
    deleteError: { title: 'Error', description: 'Unable to delete story.' },
    created: { title: 'Story created!', description: 'Your story has been shared and will expire in 24 hours.' },
    deleted: { title: 'Story deleted', description: 'Your story has been removed.' },
    /** Ours: a video other than MP4 or WebM (the server cannot strip other containers of their metadata). */
    unsupportedVideo: { title: 'Invalid file type', description: 'Videos must be MP4 or WebM.' },
    /** Ours: why the server refused an upload (the title stays the spec's 'Upload failed'). */
    rejected: {
      /** The same refusal the dialog gives before sending: one message for one reason, wherever it is found. */
      too_large: { title: 'File too large', description: 'Please select a file smaller than 10MB.' },
      empty: { title: 'Upload failed', description: 'The file was empty.' },
      not_an_image: { title: 'Upload failed', description: 'That file is not an image we can read.' },
      not_a_video: { title: 'Upload failed', description: 'That file is not an MP4 or WebM video.' },
      unsupported_video: {
        title: 'Upload failed',
        description: 'This video uses a format we cannot publish safely (encrypted or with external data).',
      },
      unreadable: { title: 'Upload failed', description: 'The file could not be read. It may be damaged.' },
      bad_poster: {
        title: 'Upload failed',
        description: 'We could not read a frame of this video. Please try another file.',
      },
      limit_reached: { title: 'Upload failed', description: 'You have shared as many stories as a day allows.' },
      explicit: {
        title: 'Not published',
        description:
          'Our screening found this story too explicit for Kindred, so nobody else can see it. A moderator will look at it.',
      },
    },
    /** Ours: a video the browser cannot open, so no poster frame can be taken. */
    videoUnplayable: {
      title: 'Upload failed',
      description: 'This video cannot be played in your browser. Please try another file.',
    },
    /** Ours: the strip could not load (the spec only logs it). */
    loadError: { title: 'Error loading stories', description: 'There was an error loading stories.' },
    /** Ours: a story to report from the viewer has gone (deleted or expired). */
    gone: { title: 'Story unavailable', description: 'This story has expired or was removed.' },
  },

  /** marketing spec "Error catalogue": boosts. */
  boost: {
    purchaseFailed: {
      title: 'Purchase failed',
      description: 'There was an error activating your boost. Please try again.',
    },
    activated: (hours: number): ToastMessage => ({
      title: 'Boost activated!',
      description: `Your profile is now boosted for ${hours} hour${hours === 1 ? '' : 's'}.`,
    }),
  },

  /** marketing spec "Error catalogue": voice dating. */
  voice: {
    microphoneError: {
      title: 'Microphone Error',
      description: 'Unable to access microphone. Please check permissions.',
    },
    uploadFailed: { title: 'Upload failed', description: 'There was an error uploading your voice profile.' },
    actionError: { title: 'Error', description: 'There was an error processing your action.' },
    /** The spec gives the title only. */
    created: { title: 'Voice Profile Created!' },
    liked: { title: 'Voice Liked!', description: 'They will be notified of your interest.' },
    /** Ours: why the server refused a recording (the title stays the spec's 'Upload failed'). */
    rejected: {
      too_large: { title: 'Upload failed', description: 'The recording is too large.' },
      empty: { title: 'Upload failed', description: 'The recording was empty.' },
      not_audio: { title: 'Upload failed', description: 'That recording is not audio we can play.' },
      too_long: { title: 'Upload failed', description: 'Voice introductions can be at most 60 seconds long.' },
      unreadable: { title: 'Upload failed', description: 'The recording could not be read. Please record again.' },
    },
    /** Ours: this browser records in no format the server takes. */
    recorderUnsupported: {
      title: 'Microphone Error',
      description: 'Your browser cannot record audio here. Please try another browser.',
    },
    /** Ours: the owner is told at once (a realtime push). */
    likedYours: (name: string | null): ToastMessage => ({
      title: 'Someone likes your voice!',
      description: name
        ? `${name} liked your voice introduction.`
        : 'A member liked your voice introduction. See who in Who Liked You with Gold.',
    }),
    /** Ours: a voice like is a like, so it counts against the day's likes. */
    likeLimit: {
      title: 'No likes left today',
      description: 'Voice likes count toward your daily likes. Come back tomorrow, or upgrade for unlimited likes.',
    },
    /** Ours: the intro was replaced or removed while it was being listened to. */
    gone: { title: 'Voice profile unavailable', description: 'This introduction was removed or replaced.' },
    /** Ours: the browse list or my intro could not load (the spec only logs it). */
    loadError: { title: 'Error loading voice profiles', description: 'There was an error loading voice profiles.' },
    deleted: { title: 'Voice profile removed', description: 'Your voice introduction has been deleted.' },
    deleteError: { title: 'Error', description: 'Unable to delete your voice introduction.' },
  },

  /** marketing spec "Error catalogue": the Elite Match request form and curated matches. */
  elite: {
    submissionError: { title: 'Submission Error', description: 'Failed to submit your form. Please try again.' },
    submitted: {
      title: 'Form Submitted Successfully',
      description: 'Your preferences have been saved. Complete your payment to activate your Elite Match service.',
    },
    accessDenied: { title: 'Access Denied', description: 'You need an active Elite subscription to view matches.' },
    matchesLoadError: { title: 'Error', description: 'Failed to load your elite matches.' },
    selectionError: { title: 'Selection Error', description: 'Failed to select match. Please try again.' },
    matchSelected: {
      title: 'Match Selected!',
      description: 'You can now access their contact details. This is your final selection.',
    },
    /** Ours: back from Checkout, the payment did not go through (the form is kept). */
    paymentFailed: {
      title: 'Payment not completed',
      description: 'Your payment did not go through. Your form is saved, so you can try again.',
    },
    /** Ours: back from Checkout without paying. */
    paymentCanceled: {
      title: 'Checkout canceled',
      description: 'No charges were made. Your form is saved for when you are ready.',
    },
    /**
     * marketing §1: the signed-in promo banner's two promises. The hidden profile is what Elite gives, so
     * a member who is not Elite is told it as an offer, never as a fact about their profile today.
     */
    promo: {
      daters: 'Get access to 3 potential daters, personally matched for a serious relationship.',
      invisible: 'Your profile is invisible to others.',
      invisibleWithElite: 'With Elite, your profile is invisible to others: only Elite members can discover it.',
    },
    /** Ours: a candidate accepted (a realtime push). */
    matchReady: {
      title: 'An Elite match is ready',
      description: 'Someone accepted an introduction to you. Take a look at your elite matches.',
    },
  },

  /** Ours: the introductions a matchmaker asks a member to accept (decision 0022). */
  introductions: {
    asked: {
      title: 'Introduction request',
      description: 'A Kindred matchmaker would like to introduce you to an Elite member.',
    },
    accepted: {
      title: 'Introduction accepted',
      description: 'If they choose you, they will see the contact details you shared, and you will be matched.',
    },
    declined: {
      title: 'Introduction declined',
      description: 'Thank you for letting us know. They will not be told who declined.',
    },
    answerError: withMessage('Error', 'There was an error sending your answer. Please try again.'),
    loadError: { title: 'Error', description: 'Failed to load your introduction requests.' },
    chosen: { title: 'You were chosen!', description: 'The Elite member chose you. You are now matched and can chat.' },
  },

  /** Ours: what a moderator's action tells the member, and the staff console's toasts. */
  moderation: {
    acknowledgeError: { title: 'Error', description: 'Please try again.' },
    actionDone: (label: string): ToastMessage => ({
      title: 'Done',
      description: `${label}: recorded in the audit log.`,
    }),
    actionError: withMessage('Action failed', 'The action could not be completed. Please try again.'),
    proposed: {
      title: 'Candidate proposed',
      description: 'They have been asked whether they accept the introduction.',
    },
    proposeError: withMessage('Could not propose', 'The candidate could not be proposed. Please try again.'),
    loadError: { title: 'Error', description: 'Failed to load this page of the staff console.' },
  },

  /** marketing spec "Error catalogue": Who Liked You. */
  whoLikedYou: {
    loadError: { title: 'Error loading likes', description: 'There was an error loading who liked you.' },
    responseError: { title: 'Error', description: 'There was an error processing your response.' },
    /** Informational, not destructive. */
    itsAMatch: { title: "It's a Match!", description: 'You matched with someone who liked you!' },
  },

  /** Ours: block and report (the specs have no safety tools). */
  safety: {
    blocked: { title: 'Member blocked', description: "You won't see each other again." },
    reported: { title: 'Report sent', description: 'Thank you. Our team will review it.' },
    blockFailed: { title: 'Error', description: 'There was an error blocking this member.' },
    reportFailed: { title: 'Error', description: 'There was an error sending your report.' },
    /** Inline, in the report dialog. */
    categoryRequired: 'Please choose what is wrong.',
    /** Ours: the report dialog says a report alone changes nothing between the two members. */
    reportExplained:
      'Reports are private. Our team reviews every one. Reporting alone keeps your match and conversation.',
    /** Ours: what ticking "Also block this member" costs, so it is chosen knowingly. */
    alsoBlockExplained:
      "You won't see each other again: a match ends and the conversation is removed for both of you, even if our team dismisses the report.",
  },

  /**
   * Ours: the notification center and the away emails (decision 0024). `name` is
   * null where the reader may not know who (a like without Who Liked You).
   */
  notifications: {
    match: (name: string) => ({
      title: 'New match',
      body: `You and ${name || 'someone'} liked each other. Say hello!`,
    }),
    like: (name: string | null) =>
      name
        ? { title: 'New like', body: `${name} liked you.` }
        : { title: 'Someone liked you', body: 'Upgrade to Gold to see who.' },
    superLike: (name: string | null) =>
      name
        ? { title: 'New super like', body: `${name} super liked you.` }
        : { title: 'Someone super liked you', body: 'Upgrade to Gold to see who.' },
    message: (name: string, preview: string) => ({ title: `New message from ${name || 'your match'}`, body: preview }),
    voiceLike: (name: string | null) =>
      name
        ? { title: 'Voice like', body: `${name} liked your voice introduction.` }
        : { title: 'Someone liked your voice introduction', body: 'Upgrade to Gold to see who.' },
    boostEnded: (likes: number) => ({
      title: 'Your Boost ended',
      body:
        likes === 0
          ? 'No new likes this time. Try a Boost at a busier hour.'
          : `You got ${likes} new like${likes === 1 ? '' : 's'} while boosted.`,
    }),
    trialEnding: {
      title: 'Your free trial ends soon',
      body: 'Your plan renews in 3 days unless you cancel. Manage it from your dashboard.',
    },
    paymentFailed: {
      title: 'Payment failed',
      body: 'We could not charge your card. Update it from your dashboard to keep your plan.',
    },
    introduction: {
      title: 'Introduction request',
      body: 'A Kindred matchmaker would like to introduce you to an Elite member.',
    },
    moderation: (kind: string, reason: string) => ({
      title:
        {
          warning: 'A warning from our moderators',
          suspension: 'Your account is suspended',
          ban: 'Your account is banned',
          content_removed: 'Content removed',
          // A held photo or story (decision 0082); the notice itself names which.
          content_published: 'Your content was reviewed and published',
        }[kind] ?? 'A note from our moderators',
      body: reason,
    }),
    panelTitle: 'Notifications',
    empty: 'Nothing new yet. Likes, matches and messages show up here.',
    markAllRead: 'Mark all read',
    loadError: { title: 'Error', description: 'Failed to load your notifications.' },
    markError: { title: 'Error', description: 'Could not mark your notifications read. Please try again.' },
    unsubscribed: {
      title: 'Unsubscribed',
      description: 'You will not get these emails any more. Turn them back on from your dashboard.',
    },
    unsubscribeFailed: {
      title: 'This link does not work',
      description: 'It may have been changed or cut short. Turn emails off from your dashboard instead.',
    },
  },

  /** Ours (decision 0069): push on this device. */
  push: {
    offer: {
      title: 'Know when they write back?',
      description: 'Turn on notifications and Kindred tells you on this device when you get a message or a match.',
    },
    on: { title: 'Notifications are on', description: 'Choose what reaches this device in your dashboard.' },
    failed: { title: 'Error', description: 'Could not turn on notifications. Please try again.' },
    blocked: {
      title: 'Notifications are blocked',
      description: "Allow notifications for this site in your browser's settings, then try again.",
    },
    settingsSaved: { title: 'Notification settings saved', description: 'We will only tell you about what you chose.' },
    settingsError: { title: 'Error', description: 'Could not save your notification settings. Please try again.' },
  },

  /** Ours: the away emails' subjects and first lines. */
  emails: {
    newMatch: (name: string) => ({
      subject: `It's a match with ${name || 'someone new'}!`,
      body: `You and ${name || 'someone new'} liked each other on Kindred. Say hello:`,
    }),
    unreadMessages: (name: string, count: number) => ({
      subject: `${name || 'Your match'} sent you ${count === 1 ? 'a message' : `${count} messages`}`,
      body: `You have ${count === 1 ? 'an unread message' : `${count} unread messages`} from ${name || 'your match'} on Kindred:`,
    }),
    unsubscribe: {
      newMatch: 'Stop emails about new matches',
      unreadMessages: 'Stop emails about unread messages',
      likes: 'Stop emails about likes',
      introductions: 'Stop emails about introductions',
      notices: 'Stop emails about notices from our moderators',
    },
    /** Ours (decision 0054): someone signed up with an address that already has an account. */
    signUpAttempt: {
      subject: 'Someone tried to sign up to Kindred with your e-mail',
      body: 'Someone just tried to create a Kindred account with this e-mail address, which already has one. Nothing was changed and no new account was made.',
      signIn: 'If it was you, sign in here:',
      reset: 'Forgot your password? Open this link and send yourself a reset code:',
      ignore: 'If it was not you, you can ignore this e-mail: your account is safe.',
    },
  },

  /** Ours: travel mode (decision 0026). */
  travel: {
    started: (city: string): ToastMessage => ({
      title: 'Traveling',
      description: `You now appear in ${city}. Members there see you as Traveling.`,
    }),
    ended: { title: 'Back home', description: 'Discovery uses your own location again.' },
    error: withMessage('Travel mode', 'Travel mode could not be changed. Please try again.'),
  },

  /** Ours: Rewind and Incognito (decision 0067). */
  rewind: {
    done: (name: string): ToastMessage => ({ title: 'Rewound', description: `${name} is back on top of your deck.` }),
    gone: {
      title: 'Rewound',
      description: 'Your pass was taken back, but that member can no longer be shown.',
    },
    nothingToRewind: { title: 'Nothing to rewind', description: 'There is no pass to take back right now.' },
    usedUp: { title: 'No rewinds left', description: "You've used all your rewinds for today. Come back tomorrow!" },
    error: withMessage('Rewind', 'Your last pass could not be taken back. Please try again.'),
  },
  incognito: {
    on: { title: 'Incognito on', description: 'Only people you like can see you now.' },
    off: { title: 'Incognito off', description: 'Everyone who fits can see you again.' },
    error: withMessage('Incognito', 'Incognito could not be changed. Please try again.'),
  },

  /** Ours: profile insights (decision 0026). */
  insights: {
    loadError: { title: 'Error', description: 'Failed to load your profile insights.' },
  },

  /** Ours: the dating coach in a chat (decision 0025). */
  coach: {
    loadError: { title: 'Error', description: 'The coach could not look at this conversation. Please try again.' },
    aiOn: {
      title: 'AI coach on',
      description: 'The coach may now send this kind of conversation to an AI model when you open it.',
    },
    aiOff: {
      title: 'AI coach off',
      description: 'The coach uses its built-in engine only; nothing is sent to an AI model.',
    },
    aiSaveError: { title: 'Error', description: 'Your coach setting could not be saved. Please try again.' },
  },

  /** marketing spec "Error catalogue": Advanced Filters. */
  advancedFilters: {
    loadError: { title: 'Error loading filters', description: 'There was an error loading your filter preferences.' },
    saveError: { title: 'Error saving filters', description: 'There was an error saving your filter preferences.' },
    saved: { title: 'Filters saved!', description: 'Your advanced filter preferences have been updated.' },
    /** Ours: inline, under a height field outside what the server accepts. */
    heightRange: 'Height must be between 100 and 250 cm.',
  },
} as const;
