package ebitenhost_test

import (
	"image"
	"testing"

	"github.com/griffengine/griff/hosting/ebitenhost"
)

// The window opens at the largest whole scale that fits the monitor less room
// for decorations: a 480×270 game on a 1280×720 screen opens at 2× (960×540),
// not 3× (1440×810, which was cut off).
func TestWindowScaleFitsTheMonitor(t *testing.T) {
	tests := []struct {
		size, monitor image.Point
		want          int
	}{
		{image.Pt(480, 270), image.Pt(1280, 720), 2},
		{image.Pt(480, 270), image.Pt(1920, 1080), 3},
		{image.Pt(320, 180), image.Pt(3840, 2160), 8}, // at most 8
		{image.Pt(960, 540), image.Pt(1280, 720), 1},
		{image.Pt(1920, 1080), image.Pt(1280, 720), 1}, // windowSize shrinks it
		{image.Pt(480, 270), image.Point{}, 1},         // no monitor known
	}
	for _, tt := range tests {
		if got := ebitenhost.WindowScale(tt.size, tt.monitor); got != tt.want {
			t.Errorf("WindowScale(%v, %v) = %d, want %d", tt.size, tt.monitor, got, tt.want)
		}
		if s := ebitenhost.WindowScale(tt.size, tt.monitor); tt.monitor.X > 0 && s > 1 {
			if win := ebitenhost.WindowSize(tt.size, s, tt.monitor); win.X > tt.monitor.X || win.Y > tt.monitor.Y {
				t.Errorf("a %v game at %d× is a %v window, larger than the %v monitor", tt.size, s, win, tt.monitor)
			}
		}
	}
}
