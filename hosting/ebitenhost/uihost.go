package ebitenhost

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/ui"
)

// uiLink is what the window follows of the game's UI (runtime/ui.IPanels):
// a rebinding widget waiting for a key, a "quit" widget, the player's window
// scale.
type uiLink struct {
	panels ui.IPanels // nil: the game has no UI system
	scale  int        // the window scale last applied
}

// newUILink finds g's UI service.
func newUILink(g *runtime.Game) uiLink {
	p, _ := runtime.LookupService[ui.IPanels](g)
	return uiLink{panels: p}
}

// savedScale returns the window scale the player chose in the settings panel
// (ui.Settings.WindowScale, read from the save folder when the game was
// made), at most maxWindowScale, or 0 if none.
func (u *uiLink) savedScale() int {
	if u.panels == nil {
		return 0
	}
	return min(u.panels.Settings().WindowScale, maxWindowScale)
}

// beforeFrame turns the keyboard's capture on while a rebinding widget waits
// for a key (input.Live.Capture), so the key pressed reaches the game as
// input.
func (h *host) beforeFrame() {
	if h.live != nil && h.ui.panels != nil {
		h.live.Capture = h.ui.panels.Waiting()
	}
}

// afterFrame ends the game once a "quit" widget was chosen, and resizes the
// window when the player changed the window scale (not in fullscreen, where
// the picture already fills the screen; the new scale applies on leaving it).
func (h *host) afterFrame() {
	p := h.ui.panels
	if p == nil {
		return
	}
	if p.QuitAsked() {
		h.done = true
	}
	s := min(p.Settings().WindowScale, maxWindowScale)
	if s > 0 && s != h.ui.scale && !ebiten.IsFullscreen() {
		h.ui.scale = s
		win := windowSize(h.size, s, monitorSize())
		ebiten.SetWindowSize(win.X, win.Y)
	}
}
