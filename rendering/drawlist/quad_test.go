package drawlist_test

import (
	"testing"
	"unsafe"

	"github.com/griffengine/griff/rendering/drawlist"
)

func TestQuadLayout(t *testing.T) {
	var q drawlist.Quad
	tests := []struct {
		name      string
		got, want uintptr
	}{
		{"Sizeof(Quad)", unsafe.Sizeof(q), 80},
		{"Offsetof(Src)", unsafe.Offsetof(q.Src), 32},
		{"Offsetof(Tint)", unsafe.Offsetof(q.Tint), 48},
		{"Offsetof(Flash)", unsafe.Offsetof(q.Flash), 64},
		{"Offsetof(FlashAmount)", unsafe.Offsetof(q.FlashAmount), 76},
	}
	for _, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("%s = %d, want %d", tt.name, tt.got, tt.want)
		}
	}
}

func TestRect(t *testing.T) {
	q := drawlist.Rect(-1, 1, 0, 0, drawlist.TexRect{U0: 0, V0: 0, U1: 16, V1: 8}, drawlist.Color{R: 1, G: 1, B: 1, A: 1})
	want := [4]drawlist.Corner{{X: -1, Y: 1}, {X: 0, Y: 1}, {X: 0, Y: 0}, {X: -1, Y: 0}}
	if q.Corners != want {
		t.Errorf("Rect corners = %v, want %v", q.Corners, want)
	}
}

func TestStrings(t *testing.T) {
	tests := []struct{ got, want string }{
		{drawlist.OpSprites.String(), "sprites"},
		{drawlist.OpView.String(), "view"},
		{drawlist.Op(0).String(), "Op(0)"},
		{drawlist.Op(99).String(), "Op(99)"},
		{drawlist.EffectVignette.String(), "vignette"},
		{drawlist.Effect(42).String(), "Effect(42)"},
		{drawlist.TextureAtlasPage.String(), "page"},
		{drawlist.TextureKind(9).String(), "TextureKind(9)"},
	}
	for _, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("String() = %q, want %q", tt.got, tt.want)
		}
	}
}
