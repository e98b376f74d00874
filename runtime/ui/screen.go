package ui

import "github.com/griffengine/griff/griff"

// Screener is an ability the UI system's IPanels service also has: the
// game's logical screen. A system that turns the pointer into world
// coordinates (runtime/view.ScreenToWorld needs the screen's size) finds it
// with a type assertion on runtime.Service[IPanels]:
//
//	if s, ok := panels.(ui.Screener); ok { size := s.Screen() }
type Screener interface {
	// Screen returns the size of the game's logical screen in pixels
	// (Options.Screen: the project's window size, 960×540 when none is
	// given).
	Screen() griff.Vec
}

// Screen returns the logical screen's size in pixels (Screener).
func (s *system) Screen() griff.Vec { return s.opts.Screen }
