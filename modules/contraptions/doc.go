// Package contraptions is Griff's contraption puzzle module (The
// Incredible Machine, Contraption Maker and logic-gate puzzles).
package contraptions
