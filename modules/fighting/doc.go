// Package fighting is Griff's fighting genre module (Street Fighter,
// Guilty Gear): two fighters, move lists read from text files, motion and
// charge inputs in numpad notation, frame data, hitboxes and hurtboxes,
// combos, juggles, a super meter, rounds with a timer and training mode.
package fighting
