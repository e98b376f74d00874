// Command artgen draws the picture of the "hello" template: a 16×16 walker,
// written as hello/assets/walker.png. It is drawn here, in code, so the
// template ships no picture made elsewhere; TestWalkerPicture checks the
// file holds what it draws. Run it with go generate in hosting/templates.
// With -multiplayer it also writes the "multiplayer" template's pictures
// into that folder, made from the built-in game's (see multiplayer.go);
// TestMultiplayerPictures checks them.
//
// Usage:
//
//	artgen -out hello/assets [-multiplayer multiplayer/assets]
package main

import (
	"bytes"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
)

// walkerRows is the picture, one string a row: each character is a colour of
// walkerPalette, '.' is transparent.
var walkerRows = []string{
	"................",
	".....oooooo.....",
	"....oyyyyyyo....",
	"...oyyyyyyyyo...",
	"..oyywwyyywwyo..",
	"..oyywkyyywkyo..",
	"..oyyyyyyyyyyo..",
	"..oyrryyyyrryo..",
	"..oyyyykkyyyyo..",
	"..oyyyyyyyyyyo..",
	"...oyyyyyyyyo...",
	"....oooooooo....",
	".....o....o.....",
	"....oo....oo....",
	"................",
	"................",
}

var walkerPalette = map[byte]color.NRGBA{
	'o': {0x2a, 0x1d, 0x34, 0xff}, // outline
	'y': {0xf4, 0xc4, 0x42, 0xff}, // body
	'w': {0xff, 0xff, 0xff, 0xff}, // eye white
	'k': {0x10, 0x10, 0x18, 0xff}, // pupil, mouth
	'r': {0xf0, 0x80, 0x70, 0xff}, // cheeks
}

// walker returns the picture.
func walker() *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, 16, 16))
	for y, row := range walkerRows {
		for x := range len(row) {
			if c, ok := walkerPalette[row[x]]; ok {
				img.SetNRGBA(x, y, c)
			}
		}
	}
	return img
}

func main() {
	out := flag.String("out", ".", "folder to write walker.png into")
	mp := flag.String("multiplayer", "", "folder to write the multiplayer template's pictures into; empty: none")
	flag.Parse()
	if *mp != "" {
		if err := writeMultiplayer(*mp); err != nil {
			fmt.Fprintln(os.Stderr, "artgen:", err)
			os.Exit(1)
		}
	}
	var b bytes.Buffer
	if err := png.Encode(&b, walker()); err != nil {
		fmt.Fprintln(os.Stderr, "artgen:", err)
		os.Exit(1)
	}
	if err := os.WriteFile(filepath.Join(*out, "walker.png"), b.Bytes(), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "artgen:", err)
		os.Exit(1)
	}
}
