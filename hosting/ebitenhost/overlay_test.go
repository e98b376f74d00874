package ebitenhost_test

import (
	"image"
	"image/color"
	"strconv"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/griffengine/griff/hosting/ebitenhost"
)

// overlayEnv, when set, makes the helper press the overlay's keys: "F1@3,F2@5"
// presses OverlayPanelKey in frame 3 and OverlayDismissKey in frame 5.
const overlayEnv = "GRIFF_EBITENHOST_OVERLAY"

// overlayKeys returns the key hook of an overlayEnv value.
func overlayKeys(spec string) func(frame int) []ebiten.Key {
	at := map[int][]ebiten.Key{}
	for _, p := range strings.Split(spec, ",") {
		name, frame, _ := strings.Cut(p, "@")
		f, _ := strconv.Atoi(frame)
		k := ebitenhost.OverlayPanelKey
		switch name {
		case "F2":
			k = ebitenhost.OverlayDismissKey
		case "F3":
			k = ebiten.KeyF3
		}
		at[f] = append(at[f], k)
	}
	return func(frame int) []ebiten.Key { return at[frame] }
}

// differing counts the pixels of r that differ between a and b.
func differing(a, b image.Image, r image.Rectangle) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if rgbaAt(a, x, y) != rgbaAt(b, x, y) {
				n++
			}
		}
	}
	return n
}

// A game whose sprite's image is missing shows the problem badge in the top
// right corner (pixels there differ from the same game with the image present);
// OverlayPanelKey expands it into a panel over the top of the screen (more
// pixels differ, across its width); OverlayDismissKey hides it (the corner is
// the game's again).
func TestProblemOverlay(t *testing.T) {
	const frames = 8
	good := spriteGame(t, "assets/box.png", false, map[string][]byte{"assets/box.png": encodePNG(t, 8, 8, color.RGBA{0, 255, 0, 255})})
	bad := spriteGame(t, "assets/missing.png", false, map[string][]byte{})
	clean := screenshot(t, good, frames)
	badge := screenshot(t, bad, frames)
	panel := screenshot(t, bad, frames, overlayEnv+"=F1@4")
	dismissed := screenshot(t, bad, frames, overlayEnv+"=F1@3,F2@5")

	w := clean.Bounds().Dx()
	corner := image.Rect(w-40, 0, w, 20)
	top := image.Rect(0, 0, w, 20)
	if n := differing(clean, badge, corner); n < 20 {
		t.Errorf("badge: %d pixels of the top right corner differ from the game without problems, want at least 20", n)
	}
	amber := 0
	for y := corner.Min.Y; y < corner.Max.Y; y++ {
		for x := corner.Min.X; x < corner.Max.X; x++ {
			if c := rgbaAt(badge, x, y); c.R > 200 && c.G > 120 && c.G < 200 && c.B < 50 {
				amber++
			}
		}
	}
	if amber < 20 {
		t.Errorf("badge: %d amber pixels in the top right corner, want at least 20 (one warning)", amber)
	}
	nb, np := differing(clean, badge, top), differing(clean, panel, top)
	if np <= 2*nb {
		t.Errorf("panel: %d pixels of the top of the screen differ from the game without problems, want more than twice the badge's %d", np, nb)
	}
	if n := differing(clean, panel, image.Rect(0, 0, w/3, 20)); n < 100 {
		t.Errorf("panel: %d pixels of the top left differ, want at least 100 (the panel spans the screen)", n)
	}
	if n := differing(clean, dismissed, top); n != 0 {
		t.Errorf("dismissed: %d pixels of the top of the screen differ from the game without problems, want 0", n)
	}
}
