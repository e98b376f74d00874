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
	// Show makes png (a PNG file's bytes, such as a saved thumbnail) a
	// picture the game's renderer draws, and returns the path to put in an
	// Image field (a Griff.Sprite's, a runtime/ui panel's): "screen/" and a
	// hash of the bytes, so the same bytes give the same path and new bytes
	// a new one (a renderer reads each path once). The host keeps the last
	// 64 pictures shown; an older path draws as a missing image. Bytes that
	// do not decode draw as a missing image too (the renderer's warning). It
	// must be called from the game's goroutine.
	Show(png []byte) string
}
