package ebitenhost

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/griffengine/griff/runtime"
)

// capturePointer holds the mouse pointer (ebiten.CursorModeCaptured) while
// the game's runtime.PointerCapture service asks for it, the window has the
// focus and the game is not paused on a fault; otherwise the pointer is
// visible. It changes the mode only when the wish changes, so a player who
// escapes a browser's capture is not captured again until the game asks
// anew.
func (h *host) capturePointer() {
	want := false
	if h.game != nil && !h.loop.Faulted() && ebiten.IsFocused() {
		if pc, ok := runtime.LookupService[runtime.PointerCapture](h.game); ok {
			want = pc.CapturePointer()
		}
	}
	if want == h.captured {
		return
	}
	h.captured = want
	if want {
		ebiten.SetCursorMode(ebiten.CursorModeCaptured)
	} else {
		ebiten.SetCursorMode(ebiten.CursorModeVisible)
	}
}
