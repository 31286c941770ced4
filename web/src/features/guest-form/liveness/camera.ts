// The front camera as the liveness check uses it: opened once, frames grabbed as JPEG.

/** Whether this browser can open a camera at all (not over plain HTTP, not an old WebView). */
export const cameraAvailable = (): boolean => {
  // Absent outside a secure context, whatever the types say.
  const devices = (navigator as { mediaDevices?: MediaDevices }).mediaDevices;
  return typeof devices?.getUserMedia === 'function';
};

/**
 * Whether a camera may open, as far as the browser says without asking the guest: none
 * plugged in, or refused for this site before, is known at once; anything unsure is a yes (the
 * camera itself answers then).
 */
export const cameraMayOpen = async (): Promise<boolean> => {
  if (!cameraAvailable()) return false;
  const { mediaDevices } = navigator;
  const permissions = (navigator as { permissions?: Permissions }).permissions;
  try {
    const [devices, permission] = await Promise.all([
      typeof mediaDevices.enumerateDevices === 'function' ? mediaDevices.enumerateDevices() : null,
      // 'camera' is not a permission name every browser knows (Firefox refuses it).
      permissions?.query({ name: 'camera' }).catch(() => null) ?? null,
    ]);
    if (devices && !devices.some((device) => device.kind === 'videoinput')) return false;
    return permission?.state !== 'denied';
  } catch {
    return true;
  }
};

/** Opens the front camera into `video`; rejects when there is none or the guest refused it. */
export const openFrontCamera = async (video: HTMLVideoElement): Promise<MediaStream> => {
  if (!cameraAvailable()) throw new Error('No camera in this browser');
  // 640 × 480 is what the server reads well and a phone on 3G sends quickly.
  const stream = await navigator.mediaDevices.getUserMedia({
    video: { facingMode: 'user', width: { ideal: 640 }, height: { ideal: 480 } },
    audio: false,
  });
  video.srcObject = stream;
  await video.play().catch(() => undefined);
  return stream;
};

export const closeCamera = (stream: MediaStream | undefined): void =>
  stream?.getTracks().forEach((track) => track.stop());

/** The camera's picture at this moment, as it is (not mirrored): the server reads left and right from it. */
export const snapshot = (video: HTMLVideoElement): HTMLCanvasElement => {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth || 640;
  canvas.height = video.videoHeight || 480;
  canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
  return canvas;
};

/** A picture as the JPEG sent to the server. */
export const encodeFrame = (canvas: HTMLCanvasElement): Promise<Blob> =>
  new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The camera gave no picture'))),
      'image/jpeg',
      0.85,
    ),
  );

/** The camera's picture now, as the JPEG sent to the server. */
export const grabFrame = (video: HTMLVideoElement): Promise<Blob> => encodeFrame(snapshot(video));
