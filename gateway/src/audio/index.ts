export { ensureAllowanceIndexes } from './allowance.js';
export type { AudioRequest } from './audio.service.js';
export {
  describePlace,
  listeningAllowance,
  requestAudio,
  requestAudioOfKind,
  synthesizeText,
} from './audio.service.js';
export { blobResponse } from './blob-response.js';
export type { CityPackInput } from './city-pack.js';
export { cityPack } from './city-pack.js';
export { deviceId } from './device.js';
export { ensureSample } from './sample.js';
export type { TrackWaking } from './track-events.js';
export { TrackEvents } from './track-events.js';
export { startTrackRecorder } from './track-recorder.js';
export { streamingBody } from './track-stream.js';
export { ensureTrackIndexes, followTrack, toView, trackView, waitForTrack } from './tracks.js';
