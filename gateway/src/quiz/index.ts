export { quizPlayed, saveQuiz } from './quiz.js';
