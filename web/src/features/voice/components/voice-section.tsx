/**
 * The home's Voice Dating section (marketing spec "Screens and routes"): record
 * my introduction, and listen to others' one by one.
 */
import { VoiceBrowser, type VoiceMemberMenu } from './voice-browser';
import { VoiceRecorder } from './voice-recorder';

export type VoiceSectionProps = {
  /** Block and Report on a voice card: the route brings them from the safety feature. */
  memberMenu: VoiceMemberMenu;
  /** 'Message' on the match toast a like can bring. */
  openConversation: (matchId: string) => void;
};

export function VoiceSection({ memberMenu, openConversation }: VoiceSectionProps) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <VoiceRecorder />
      <VoiceBrowser memberMenu={memberMenu} openConversation={openConversation} />
    </div>
  );
}
