import { useCallback, useEffect, useRef, useState } from 'react';
import { cameraProblemOf, encodeFrame, frameSize, type CameraProblem } from '../lib/verification-flow';

/** How long a camera that has started may take to show its first picture. */
const PICTURE_TIMEOUT_MS = 10_000;

/**
 * The front camera for the check: started on request (after the screen has said why), shown in a <video>, and
 * stopped when the check ends or the screen is left, so the camera light never stays on behind the member's back.
 */
export function useCamera() {
  const streamRef = useRef<MediaStream | null>(null);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [on, setOn] = useState(false);

  const stop = useCallback(() => {
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
    setOn(false);
  }, []);

  /** Undefined when the camera runs; otherwise why it does not. */
  const start = useCallback(async (): Promise<CameraProblem | undefined> => {
    if (streamRef.current) return undefined;
    if (!navigator.mediaDevices?.getUserMedia) return 'no-camera';
    try {
      streamRef.current = await navigator.mediaDevices.getUserMedia({
        audio: false,
        video: { facingMode: 'user', width: { ideal: 640 }, height: { ideal: 480 } },
      });
    } catch (error) {
      return cameraProblemOf(error);
    }
    setOn(true);
    return undefined;
  }, []);

  // The <video> appears once the camera is on; it gets the stream as it mounts.
  const attachVideo = useCallback((video: HTMLVideoElement | null) => {
    videoRef.current = video;
    if (video && streamRef.current && video.srcObject !== streamRef.current) {
      video.srcObject = streamRef.current;
      void video.play().catch(() => undefined);
    }
  }, []);

  /** One frame as a small JPEG, drawn as the camera sees it (not mirrored); undefined before the video plays. */
  const grab = useCallback((): string | undefined => {
    const video = videoRef.current;
    if (!video || video.readyState < 2 || video.videoWidth === 0) return undefined;
    const { width, height } = frameSize(video.videoWidth, video.videoHeight);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return undefined;
    context.drawImage(video, 0, 0, width, height);
    return encodeFrame((type, quality) => canvas.toDataURL(type, quality));
  }, []);

  /** Resolves once the preview shows the camera's picture, so the first frames are not blank. */
  const whenPlaying = useCallback(
    () =>
      new Promise<void>((resolve, reject) => {
        const started = Date.now();
        const check = () => {
          const video = videoRef.current;
          if (video && video.readyState >= 2 && video.videoWidth > 0) resolve();
          else if (!streamRef.current || Date.now() - started > PICTURE_TIMEOUT_MS)
            reject(new Error('The camera gave no picture. Check that it is not covered, then try again.'));
          else setTimeout(check, 50);
        };
        check();
      }),
    [],
  );

  useEffect(() => stop, [stop]);

  return { on, start, stop, attachVideo, grab, whenPlaying };
}
