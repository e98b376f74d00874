package text

import (
	"errors"
	"fmt"
	"sync"

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gobolditalic"
	"golang.org/x/image/font/gofont/goitalic"
	"golang.org/x/image/font/gofont/gomono"
	"golang.org/x/image/font/gofont/gomonobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/font/sfnt"
)

// ErrBadFont is wrapped by the errors Parse returns for data that is not a font it can use.
var ErrBadFont = errors.New("not a usable TrueType or OpenType font")

// ErrUnknownFont is wrapped by the error BuiltIn returns for a name it does not know.
var ErrUnknownFont = errors.New("unknown built-in font")

// Font is a parsed TrueType (.ttf) or OpenType (.otf, CFF outlines) font. A Font is
// immutable and safe for concurrent use; each Atlas keeps its own working buffers.
type Font struct {
	name  string
	sf    *sfnt.Font
	kerns bool // the font has a GPOS or kern table
}

// Parse reads a TTF or OTF font from data; name is how problems and errors refer to it
// (usually its asset path). The font keeps data: the caller must not change it afterwards.
// Parse returns an error wrapping ErrBadFont if data is not a font with outlines, a
// character map and at least one glyph. Font collections (.ttc) are not read.
func Parse(name string, data []byte) (*Font, error) {
	sf, err := opentype.Parse(data)
	if err != nil {
		return nil, fmt.Errorf("text: reading font %s: %w: %v", name, ErrBadFont, err)
	}
	if sf.NumGlyphs() < 1 || sf.UnitsPerEm() == 0 {
		return nil, fmt.Errorf("text: reading font %s: %w: no glyphs", name, ErrBadFont)
	}
	return &Font{name: name, sf: sf, kerns: hasTable(data, "GPOS") || hasTable(data, "kern")}, nil
}

// hasTable reports whether the font file's table directory lists tag. The layout is from
// the OpenType specification, "Organization of an OpenType Font": numTables (uint16) at
// offset 4, then 16-byte table records from offset 12 starting with the tag.
func hasTable(data []byte, tag string) bool {
	if len(data) < 12 {
		return false
	}
	n := int(data[4])<<8 | int(data[5])
	for i := range n {
		rec := 12 + 16*i
		if rec+4 > len(data) {
			return false
		}
		if string(data[rec:rec+4]) == tag {
			return true
		}
	}
	return false
}

// Name returns the name the font was parsed or built in with.
func (f *Font) Name() string { return f.name }

// The built-in fonts are the Go fonts (golang.org/x/image/font/gofont, by Bigelow & Holmes,
// under a BSD-style license), each parsed once, when first asked for.
var builtIns = []struct {
	name string
	font func() (*Font, error)
}{
	{"Go Regular", builtIn("Go Regular", goregular.TTF)},
	{"Go Bold", builtIn("Go Bold", gobold.TTF)},
	{"Go Italic", builtIn("Go Italic", goitalic.TTF)},
	{"Go Bold Italic", builtIn("Go Bold Italic", gobolditalic.TTF)},
	{"Go Mono", builtIn("Go Mono", gomono.TTF)},
	{"Go Mono Bold", builtIn("Go Mono Bold", gomonobold.TTF)},
}

func builtIn(name string, ttf []byte) func() (*Font, error) {
	return sync.OnceValues(func() (*Font, error) { return Parse(name, ttf) })
}

// DefaultFont is the name of the built-in font text uses when a game names none.
const DefaultFont = "Go Regular"

// BuiltIn returns the built-in font with the given name (one of BuiltInNames). Every call
// with one name returns the same *Font. BuiltIn returns an error wrapping ErrUnknownFont
// for any other name.
func BuiltIn(name string) (*Font, error) {
	for _, b := range builtIns {
		if b.name == name {
			return b.font()
		}
	}
	return nil, fmt.Errorf("text: %w %q", ErrUnknownFont, name)
}

// BuiltInNames returns the names of the built-in fonts, in a fixed order: "Go Regular",
// "Go Bold", "Go Italic", "Go Bold Italic", "Go Mono", "Go Mono Bold".
func BuiltInNames() []string {
	names := make([]string, len(builtIns))
	for i, b := range builtIns {
		names[i] = b.name
	}
	return names
}
