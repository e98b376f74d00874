package text_test

import (
	"fmt"

	"github.com/griffengine/griff/rendering/text"
)

func ExampleAtlas_Layout() {
	f, err := text.BuiltIn("Go Mono")
	if err != nil {
		panic(err)
	}
	a := text.NewAtlas(text.AtlasOptions{Problems: func(msg string) { fmt.Println(msg) }})
	s := "Hello, wide world"
	glyphs, m := a.Layout(nil, f, s, text.Options{Size: 20, Width: 100, Align: text.AlignCenter})
	fmt.Printf("%d lines, widest %.2f px, line height %.2f px\n", m.Lines, m.Width, m.LineHeight)
	for _, g := range glyphs[:3] {
		fmt.Printf("%q line %d page %d src %v dst %v\n", g.Rune, g.Line, g.Page, g.Src, g.Dst)
	}
	// Output:
	// 3 lines, widest 72.00 px, line height 23.11 px
	// 'H' line 0 page 0 src (1,1)-(13,16) dst (14,4)-(26,19)
	// 'e' line 0 page 0 src (14,1)-(24,13) dst (27,8)-(37,20)
	// 'l' line 0 page 0 src (1,17)-(12,34) dst (38,3)-(49,20)
}
