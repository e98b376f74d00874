package ebitenview_test

import (
	"bytes"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/griffengine/griff/rendering/drawlist"
	"github.com/griffengine/griff/rendering/ebitenview"
)

// TestDrawChunksSameAsOneByOne draws 2,500 overlapping sprites (more than two of
// the chunks a pass's quads are written and submitted in, the last one partial)
// in one Draw and, onto another image, one quad per Draw in the same order: the
// pixels must be the same, so splitting a pass into chunks changes nothing drawn.
func TestDrawChunksSameAsOneByOne(t *testing.T) {
	const n = 2500
	v := ebitenview.New(os.DirFS(ebitenImages(t)), nil, ebitenview.Options{})
	l := sprites(n)
	if len(l.Passes) != 1 || l.Passes[0].Count != n {
		t.Fatalf("sprites(%d) has passes %+v, want one of %d quads", n, l.Passes, n)
	}
	whole, single := ebiten.NewImage(640, 360), ebiten.NewImage(640, 360)
	if err := v.Draw(whole, &l); err != nil {
		t.Fatal(err)
	}
	if s := v.Stats(); s.DrawCalls != 1 || s.Quads != n {
		t.Errorf("Stats() = %+v, want 1 draw call of %d quads", s, n)
	}
	p := l.Passes[0]
	for i := range n {
		one := drawlist.List{Textures: l.Textures, Quads: l.Quads[i : i+1],
			Passes: []drawlist.Pass{{Op: p.Op, Texture: p.Texture, First: 0, Count: 1}}}
		if err := v.Draw(single, &one); err != nil {
			t.Fatal(err)
		}
	}
	a, b := make([]byte, 4*640*360), make([]byte, 4*640*360)
	whole.ReadPixels(a)
	single.ReadPixels(b)
	if !bytes.Equal(a, b) {
		for i := range a {
			if a[i] != b[i] {
				t.Fatalf("pixel (%d, %d) differs: one Draw %v, one quad per Draw %v", i/4%640, i/4/640, a[i/4*4:i/4*4+4], b[i/4*4:i/4*4+4])
			}
		}
	}
	if bytes.Count(a, []byte{0}) == len(a) {
		t.Fatal("nothing was drawn")
	}
}
