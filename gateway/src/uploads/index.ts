export { storePicture, UPLOAD_NAME } from './images.js';
