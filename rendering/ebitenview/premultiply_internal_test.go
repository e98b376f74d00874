package ebitenview

import (
	"bytes"
	"image"
	"image/draw"
	"testing"
)

// TestPremultipliedMatchesDraw checks premultiplied against what
// ebiten.NewImageFromImage did before it, draw.Draw into an *image.RGBA, for
// every colour value at every alpha.
func TestPremultipliedMatchesDraw(t *testing.T) {
	src := image.NewNRGBA(image.Rect(0, 0, 256, 256))
	for a := range 256 {
		for c := range 256 {
			i := src.PixOffset(c, a)
			src.Pix[i], src.Pix[i+1], src.Pix[i+2], src.Pix[i+3] = uint8(c), uint8(255-c), uint8(c/2), uint8(a)
		}
	}
	want := image.NewRGBA(src.Rect)
	draw.Draw(want, want.Rect, src, image.Point{}, draw.Src)
	got, ok := premultiplied(src).(*image.RGBA)
	if !ok {
		t.Fatalf("premultiplied gave %T, want *image.RGBA", premultiplied(src))
	}
	if got.Rect != want.Rect || got.Stride != want.Stride || !bytes.Equal(got.Pix, want.Pix) {
		for i := range want.Pix {
			if got.Pix[i] != want.Pix[i] {
				t.Fatalf("byte %d (pixel %d, alpha %d) is %d, want %d", i, i/4, i/4/256, got.Pix[i], want.Pix[i])
			}
		}
		t.Fatalf("rect %v stride %d, want %v %d", got.Rect, got.Stride, want.Rect, want.Stride)
	}
}

// TestPremultipliedLeavesOthers checks that an image premultiplied cannot
// take as it is (another type, a sub-image sharing its parent's rows) is
// returned untouched.
func TestPremultipliedLeavesOthers(t *testing.T) {
	whole := image.NewNRGBA(image.Rect(0, 0, 4, 4))
	for i := range whole.Pix {
		whole.Pix[i] = 0x80
	}
	sub := whole.SubImage(image.Rect(1, 1, 3, 3))
	gray := image.NewGray(image.Rect(0, 0, 2, 2))
	for _, img := range []image.Image{sub, gray} {
		if got := premultiplied(img); got != img {
			t.Errorf("premultiplied(%T %v) gave a new image", img, img.Bounds())
		}
	}
	if whole.Pix[0] != 0x80 {
		t.Errorf("a sub-image's parent was changed: %d, want 0x80", whole.Pix[0])
	}
}
