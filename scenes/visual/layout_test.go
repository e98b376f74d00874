package visual_test

import (
	"testing"
	"unsafe"

	"github.com/griffengine/griff/scenes/visual"
)

// TestSpriteLayout checks what the package doc's "Sprite's layout" states: a
// Sprite is 160 bytes, its fields at the offsets it names (the renderer's
// 4-byte Memo in what would be the flips' padding, Region's numbers int32,
// DrawOrder 24 bytes). A change here is a change of the snapshot layout
// digest too; see the doc before making one.
func TestSpriteLayout(t *testing.T) {
	var s visual.Sprite
	if got := unsafe.Sizeof(s); got != 160 {
		t.Errorf("Sizeof(Sprite) = %d, want 160", got)
	}
	fields := []struct {
		name      string
		off, size uintptr
		want      [2]uintptr
	}{
		{"Image", unsafe.Offsetof(s.Image), unsafe.Sizeof(s.Image), [2]uintptr{0, 16}},
		{"Region", unsafe.Offsetof(s.Region), unsafe.Sizeof(s.Region), [2]uintptr{16, 16}},
		{"Pivot", unsafe.Offsetof(s.Pivot), unsafe.Sizeof(s.Pivot), [2]uintptr{32, 16}},
		{"FlipX", unsafe.Offsetof(s.FlipX), unsafe.Sizeof(s.FlipX), [2]uintptr{48, 1}},
		{"FlipY", unsafe.Offsetof(s.FlipY), unsafe.Sizeof(s.FlipY), [2]uintptr{49, 1}},
		{"Memo", unsafe.Offsetof(s.Memo), unsafe.Sizeof(s.Memo), [2]uintptr{52, 4}},
		{"Tint", unsafe.Offsetof(s.Tint), unsafe.Sizeof(s.Tint), [2]uintptr{56, 40}},
		{"Flash", unsafe.Offsetof(s.Flash), unsafe.Sizeof(s.Flash), [2]uintptr{96, 16}},
		{"FlashAmount", unsafe.Offsetof(s.FlashAmount), unsafe.Sizeof(s.FlashAmount), [2]uintptr{112, 24}},
		{"DrawOrder", unsafe.Offsetof(s.DrawOrder), unsafe.Sizeof(s.DrawOrder), [2]uintptr{136, 24}},
	}
	for _, f := range fields {
		if got := [2]uintptr{f.off, f.size}; got != f.want {
			t.Errorf("Sprite.%s at offset %d, %d bytes; want offset %d, %d bytes", f.name, f.off, f.size, f.want[0], f.want[1])
		}
	}
}
