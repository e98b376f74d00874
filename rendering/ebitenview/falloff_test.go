package ebitenview_test

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/griffengine/griff/rendering/drawlist"
	"github.com/griffengine/griff/rendering/ebitenview"
	"github.com/griffengine/griff/rendering/softdraw"
)

// TestFalloffMatchesSoftdraw lights a white screen, in the dark, with one
// light of the built-in falloff texture, texel for pixel, and a cone-like
// shadowed light: the window's picture and the software backend's agree
// within 2 of 255 on every pixel.
func TestFalloffMatchesSoftdraw(t *testing.T) {
	const W, H = 64, 64
	var l drawlist.List
	l.Add(drawlist.OpSprites, drawlist.WhiteTexture, pxRect(0, 0, W, H, W, H, whiteSrc, opaque))
	l.BeginLightMap(drawlist.Color{R: 0.1, G: 0.1, B: 0.1, A: 1})
	fall := drawlist.TexRect{U1: drawlist.FalloffSize, V1: drawlist.FalloffSize}
	l.Add(drawlist.OpLights, l.Falloff(), pxRect(0, 0, W, H, W, H, fall, drawlist.Color{R: 1, G: 0.8, B: 0.5, A: 1}))
	shadow := pxRect(32, 0, 64, 64, W, H, whiteSrc, drawlist.Color{})
	l.ShadowedLight(l.Falloff(), pxRect(0, 0, W, H, W, H, fall, drawlist.Color{B: 0.5, A: 1}), []drawlist.Quad{shadow})
	l.EndLightMap()
	screen := ebiten.NewImage(W, H)
	v := ebitenview.New(nil, nil, ebitenview.Options{PixelArt: true})
	if err := v.Draw(screen, &l); err != nil {
		t.Fatal(err)
	}
	px := pixels(screen)
	soft, err := softdraw.New(nil, nil).Picture(W, H, &l)
	if err != nil {
		t.Fatal(err)
	}
	bad := 0
	for y := range H {
		for x := range W {
			c := soft.RGBAAt(x, y)
			if got, want := px(x, y), (rgba{c.R, c.G, c.B, c.A}); !near(got, want, 2) {
				if bad++; bad <= 5 {
					t.Errorf("pixel (%d,%d): window %v, softdraw %v", x, y, got, want)
				}
			}
		}
	}
	if lit, dark := soft.RGBAAt(28, 32), soft.RGBAAt(36, 32); !(lit.R > 200 && lit.B > dark.B+50) {
		t.Errorf("left of centre %v, right %v: want bright, and bluer on the left where the shadowed light adds", lit, dark)
	}
}
