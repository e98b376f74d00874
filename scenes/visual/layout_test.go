package visual_test

import (
	"testing"
	"unsafe"

	"github.com/griffengine/griff/scenes/visual"
)

// TestSpriteLayout checks what the package doc's "Sprite's layout" states: a
// Sprite is 192 bytes, and the fields a build reads lie in the cache lines
// (of 64 bytes, from a Sprite's start) it names. A change here is a change of
// the snapshot layout digest too; see the doc before making one.
func TestSpriteLayout(t *testing.T) {
	var s visual.Sprite
	if got := unsafe.Sizeof(s); got != 192 {
		t.Errorf("Sizeof(Sprite) = %d, want 192", got)
	}
	lines := []struct {
		name      string
		off, size uintptr
		line      uintptr
	}{
		{"Image", unsafe.Offsetof(s.Image), unsafe.Sizeof(s.Image), 0},
		{"Region", unsafe.Offsetof(s.Region), unsafe.Sizeof(s.Region), 0},
		{"Pivot", unsafe.Offsetof(s.Pivot), unsafe.Sizeof(s.Pivot), 0},
		{"FlipX", unsafe.Offsetof(s.FlipX), unsafe.Sizeof(s.FlipX), 1},
		{"FlipY", unsafe.Offsetof(s.FlipY), unsafe.Sizeof(s.FlipY), 1},
		{"Tint", unsafe.Offsetof(s.Tint), unsafe.Sizeof(s.Tint), 1},
		{"Flash", unsafe.Offsetof(s.Flash), unsafe.Sizeof(s.Flash), 1},
		{"FlashAmount", unsafe.Offsetof(s.FlashAmount), unsafe.Sizeof(s.FlashAmount), 2},
		{"DrawOrder", unsafe.Offsetof(s.DrawOrder), unsafe.Sizeof(s.DrawOrder), 2},
		{"Memo", unsafe.Offsetof(s.Memo), unsafe.Sizeof(s.Memo), 2},
	}
	for _, f := range lines {
		if first, last := f.off/64, (f.off+f.size-1)/64; first != f.line || last != f.line {
			t.Errorf("Sprite.%s at bytes %d..%d: lines %d..%d, want line %d", f.name, f.off, f.off+f.size-1, first, last, f.line)
		}
	}
}
