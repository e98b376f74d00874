// Command plainwindow is the plain Ebitengine window that the player's start-up is
// compared with: it opens an 800x600 window, loads one image (gophers.jpg from
// Ebitengine's examples, the path given as its argument), draws it in the first
// frame and exits after that frame.
package main

import (
	"image"
	_ "image/jpeg"
	"os"

	"github.com/hajimehoshi/ebiten/v2"
)

type game struct {
	img   *ebiten.Image
	drawn bool
}

func (g *game) Update() error {
	if g.drawn {
		return ebiten.Termination
	}
	return nil
}

func (g *game) Draw(screen *ebiten.Image) {
	screen.DrawImage(g.img, nil)
	g.drawn = true
}

func (*game) Layout(int, int) (int, int) { return 800, 600 }

func main() {
	f, err := os.Open(os.Args[1])
	if err != nil {
		panic(err)
	}
	im, _, err := image.Decode(f)
	if err != nil {
		panic(err)
	}
	ebiten.SetWindowSize(800, 600)
	if err := ebiten.RunGame(&game{img: ebiten.NewImageFromImage(im)}); err != nil && err != ebiten.Termination {
		panic(err)
	}
}
