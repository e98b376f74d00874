package ebitenhost_test

import (
	"image"
	"testing"

	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/hosting/ebitenhost"
)

// Any window size a project file asks for gives a screen Ebitengine can hold
// (shared/cases/window-too-big asked for 16385 pixels).
func TestScreenSizeIsClamped(t *testing.T) {
	tests := []struct {
		w, h int
		want image.Point
	}{
		{480, 270, image.Pt(480, 270)},
		{0, 270, image.Pt(960, 540)},
		{16385, 100, image.Pt(ebitenhost.MaxScreenSide, 100)},
		{1 << 40, 1 << 40, image.Pt(ebitenhost.MaxScreenSide, ebitenhost.MaxScreenSide)},
	}
	for _, tt := range tests {
		p := &hosting.Project{Window: hosting.Window{Width: tt.w, Height: tt.h}}
		if got := ebitenhost.ScreenSize(p); got != tt.want {
			t.Errorf("ScreenSize(%dx%d) = %v, want %v", tt.w, tt.h, got, tt.want)
		}
	}
}
