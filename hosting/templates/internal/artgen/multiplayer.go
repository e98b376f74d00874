package main

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/griffengine/griff/assets"
)

// The multiplayer template's pictures are the built-in game's (package
// assets, drawn by its own artgen), so the two games look alike: the tiles,
// coin, flag and hills are copied as they are, and the four players are the
// built-in hero recoloured.
//
//	chicks.png  112×64  the hero's seven 16×16 frames (idle 0-1, walk 2-5,
//	                    jump 6) in four rows, one a player: orange, blue,
//	                    green, pink
//	tiles.png, coin.png, goal.png, hills.png: the built-in game's

// copied are the built-in game's pictures the template uses unchanged.
var copied = []string{"tiles.png", "coin.png", "goal.png", "hills.png"}

// heroFeathers are the hero's body colours (assets/internal/artgen's body,
// bodyDk, bodyLt and wing): only these are recoloured, so the outline, eyes,
// beak and cheeks stay as they are.
var heroFeathers = []color.NRGBA{
	{0xf7, 0x91, 0x4f, 0xff}, {0xd0, 0x60, 0x3a, 0xff}, {0xff, 0xc4, 0x8e, 0xff}, {0xff, 0xe2, 0xb8, 0xff},
}

// playerColours are the channel orders of each player's feathers, as
// indices into the orange's red, green and blue: the orange itself, then
// red and blue swapped (blue), red and green swapped (green), green and blue
// swapped (pink). A permutation keeps the hero's shading exactly.
var playerColours = [4][3]int{{0, 1, 2}, {2, 1, 0}, {1, 0, 2}, {0, 2, 1}}

// multiplayerPictures returns the template's pictures by file name, drawn
// from the built-in game's files in game.
func multiplayerPictures(game fs.FS) (map[string]image.Image, error) {
	out := map[string]image.Image{}
	for _, name := range append([]string{"hero.png"}, copied...) {
		img, err := readPNG(game, "assets/"+name)
		if err != nil {
			return nil, err
		}
		out[name] = img
	}
	out["chicks.png"] = chicks(out["hero.png"])
	delete(out, "hero.png")
	return out, nil
}

func readPNG(game fs.FS, name string) (image.Image, error) {
	b, err := fs.ReadFile(game, name)
	if err != nil {
		return nil, fmt.Errorf("the built-in game's %s: %w", name, err)
	}
	img, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		return nil, fmt.Errorf("the built-in game's %s: %w", name, err)
	}
	return img, nil
}

// chicks returns the hero's row of frames four times, each row's feathers in
// its player's colours.
func chicks(hero image.Image) *image.NRGBA {
	b := hero.Bounds()
	img := image.NewNRGBA(image.Rect(0, 0, b.Dx(), 4*b.Dy()))
	for row, order := range playerColours {
		for y := range b.Dy() {
			for x := range b.Dx() {
				c := color.NRGBAModel.Convert(hero.At(b.Min.X+x, b.Min.Y+y)).(color.NRGBA)
				img.SetNRGBA(x, row*b.Dy()+y, recolour(c, order))
			}
		}
	}
	return img
}

// recolour returns c with its channels in order if it is one of the
// feathers, else c.
func recolour(c color.NRGBA, order [3]int) color.NRGBA {
	for _, f := range heroFeathers {
		if c == f {
			ch := [3]uint8{c.R, c.G, c.B}
			return color.NRGBA{ch[order[0]], ch[order[1]], ch[order[2]], c.A}
		}
	}
	return c
}

// writeMultiplayer writes the multiplayer template's pictures into dir.
func writeMultiplayer(dir string) error {
	pics, err := multiplayerPictures(assets.BuiltinGame())
	if err != nil {
		return err
	}
	for name, img := range pics {
		var b bytes.Buffer
		if err := png.Encode(&b, img); err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(dir, name), b.Bytes(), 0o644); err != nil {
			return err
		}
	}
	return nil
}
