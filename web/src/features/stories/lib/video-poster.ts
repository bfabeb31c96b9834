/**
 * A video story's poster: its first frame, taken in the browser (the server
 * checks and re-encodes it; decision 0018). A video the browser cannot play
 * gives no frame, and the member is told before anything is sent.
 */
const MAX_EDGE = 720;

export class UnplayableVideo extends Error {
  constructor() {
    super('This video cannot be played here');
    this.name = 'UnplayableVideo';
  }
}

export function posterFrame(file: File, timeoutMs = 15_000): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    video.muted = true;
    video.playsInline = true;
    video.preload = 'auto';
    const done = (outcome: Blob | Error) => {
      clearTimeout(timer);
      URL.revokeObjectURL(url);
      video.removeAttribute('src');
      video.load();
      if (outcome instanceof Blob) resolve(outcome);
      else reject(outcome);
    };
    const timer = setTimeout(() => done(new UnplayableVideo()), timeoutMs);
    video.onerror = () => done(new UnplayableVideo());
    video.onloadeddata = () => {
      // A hair past zero: some encoders start with a blank frame.
      video.currentTime = Math.min(0.1, Number.isFinite(video.duration) ? video.duration / 2 : 0.1);
    };
    video.onseeked = () => {
      const scale = Math.min(1, MAX_EDGE / Math.max(video.videoWidth, video.videoHeight));
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.round(video.videoWidth * scale));
      canvas.height = Math.max(1, Math.round(video.videoHeight * scale));
      const context = canvas.getContext('2d');
      if (!context || video.videoWidth === 0) return done(new UnplayableVideo());
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      canvas.toBlob((blob) => done(blob ?? new UnplayableVideo()), 'image/jpeg', 0.85);
    };
    video.src = url;
  });
}
