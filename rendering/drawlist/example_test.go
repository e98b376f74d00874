package drawlist_test

import (
	"fmt"

	"github.com/griffengine/griff/rendering/drawlist"
)

func ExampleList() {
	var l drawlist.List
	hero := l.Image("hero.png")
	// A 16×16 sprite in the top-left quarter of the screen, flashing white.
	q := drawlist.Rect(-1, 1, 0, 0, drawlist.TexRect{U1: 16, V1: 16}, drawlist.Color{R: 1, G: 1, B: 1, A: 1})
	q.Flash, q.FlashAmount = drawlist.RGB{R: 1, G: 1, B: 1}, 0.5
	l.Add(drawlist.OpSprites, hero, q)
	l.Effect(drawlist.EffectGrayscale, drawlist.Color{}, [4]float32{1})
	fmt.Print(l.String())
	// Output:
	// textures 2
	//   0 white
	//   1 image "hero.png"
	// passes 2 quads 1
	// sprites tex=1 quads=0+1
	//   0 xy=(-1 1 0 1 0 0 -1 0) uv=(0 0 16 16) tint=(1 1 1 1) flash=(1 1 1 0.5)
	// effect grayscale color=(0 0 0 0) params=(1 0 0 0)
}

func ExampleSorter_Order() {
	keys := []uint64{30, 10, 20, 10}
	var s drawlist.Sorter
	perm := s.Order(keys)
	fmt.Println(perm)
	draws := []string{"c", "a1", "b", "a2"}
	drawlist.Permute(draws, perm, nil)
	fmt.Println(draws)
	fmt.Println(s.Order([]uint64{1, 2, 2, 3}) == nil)
	// Output:
	// [1 3 2 0]
	// [a1 a2 b c]
	// true
}
