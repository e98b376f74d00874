// Package view is the view system: the steps that change what the drawing
// components of package scenes/visual show, so the renderer only has to draw.
// Every game runs it, a headless server's too, since what it changes is game
// state (the frame an animation is on, where a camera is) that a fingerprint or
// a replay must see the same everywhere.
//
// Its steps are runtime.StepAnimation, in the simulate phase, which advances
// every active visual.SpriteAnimation by the step's game time, sets its
// entity's Sprite.Region to the current frame and fires its frame events, and
// runtime.StepCameras, in the present phase (after gameplay and physics have
// moved what cameras follow), which moves every active visual.Camera that
// follows an entity, keeping the target inside its dead zone, and works out the
// camera's shake. A camera's Bounds are applied by the renderer when it draws
// (they change no transform).
//
//	g, err := runtime.NewGame(opts, view.NewSystem(), ...)
//
// Before an animation is advanced its numbers are put into their ranges
// (visual.SpriteAnimation.Bound: at most visual.MaxFrames grid frames and
// visual.MaxFPS frames a second, a Frame among its frames, no negative
// Elapsed), with one warning in the problem log naming the entity and
// Griff.SpriteAnimation, and the game goes on.
//
// The system keeps no state of its own: what it carries from step to step is
// on the components (visual.Camera.Motion, an animation's fired events).
package view
