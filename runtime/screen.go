package runtime

import "image"

// Screen is the host's picture service: a small picture of the frame the
// player last saw, for a save slot's thumbnail or a photo mode. The host
// provides it (hosting.LoadedGame.NewGame does, for every host: the window,
// the browser, headless); a game made without a host has none, and a system
// looks it up with LookupService[Screen] and copes without a picture.
//
// It is not state: a picture is presentation, never read by the simulation,
// and nothing of it is in a snapshot or the fingerprint.
type Screen interface {
	// Thumbnail returns the last presented frame (the game as it stands,
	// drawn at the project's screen size at the clock's blend) scaled on the
	// CPU to w×h pixels, RGBA with premultiplied alpha (image.RGBA), or nil
	// if the host cannot draw it (w or h out of 1..1024 gives nil too). Ask
	// for it between steps (Game.AfterStep): inside a step the scene is
	// half-moved. It may take a few milliseconds; it must be called from the
	// game's goroutine.
	Thumbnail(w, h int) *image.RGBA
}
