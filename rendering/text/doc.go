// Package text turns strings into positioned glyphs: fonts read with
// golang.org/x/image/font/opentype, glyphs rasterised into the pages of a glyph atlas, and
// lines laid out with kerning, word wrap and alignment. Package rendering turns the glyphs
// into drawlist quads (one OpText pass per atlas page).
//
// Decisions:
//
//   - Units are pixels, y down. A font size is the em size in pixels (CSS's font-size in
//     px). Layout positions are relative to the text's origin, the top-left corner of its
//     block; the first line's baseline is at y = ascent (rounded to a whole pixel).
//   - Glyphs are rasterised once per font, size and glyph index, with no hinting, at a
//     whole-pixel pen position: the pen advances by exact fractional advances and kerning
//     (26.6 fixed point, as sfnt gives them) and each glyph is drawn at the pen rounded to the
//     nearest pixel. There is no sub-pixel positioning.
//   - Atlas pages are image.Alpha pages (default 1024×1024 texels) holding coverage: a texel
//     is white with that alpha, which premultiplied is (a, a, a, a), so a backend uploads it
//     as RGBA (a,a,a,a) and the tint colours the text. Glyphs are packed on shelves with one
//     empty texel around each, so linear filtering does not bleed. New pages are added as
//     needed; a page's Version grows whenever a glyph is added, and Dirty says which part
//     changed since the backend last uploaded it.
//   - Kerning comes from sfnt's Font.Kern: pair adjustments from the GPOS table's "kern"
//     feature (lookup type 2, pair positioning, formats 1 and 2, also through extension
//     lookups of type 9), for the "latn" script or else "DFLT", when the adjustment is an
//     X advance of the first glyph only; otherwise the old "kern" table (version 0, format 0
//     subtables). sfnt does not apply GPOS lookups that use mark filtering sets, value
//     records other than X advance of the first glyph, contextual or chained kerning, or
//     other scripts' features; such pairs are not kerned. The Go fonts have neither GPOS
//     nor a kern table, so they do not kern.
//   - No shaping: one rune is one glyph, left to right (no ligatures, no right-to-left, no
//     combining marks placed). A rune the font lacks is drawn as the font's .notdef glyph
//     (glyph 0), and the atlas reports the first such rune once per font to its problem
//     callback.
//   - Line breaking: "\n" ends a line; "\r" and other control characters are ignored; a tab
//     is four spaces wide. With a wrap width, lines break at spaces (the spaces at a break
//     are dropped and never count towards a line's width), and a word wider than the line
//     is broken between two characters. Lines are aligned left, centred or right within the
//     wrap width, or, without one, within the widest line.
//   - Bounds: Layout lays out at most MaxRunes (65,536) runes of a string and a size
//     in (0, MaxSize], MaxSize 512 px; an atlas makes at most AtlasOptions.MaxPages
//     pages (DefaultMaxPages, 16: 16 MiB of texels at the default page size). When
//     they are full a glyph that does not fit lays out as a space of its width and
//     Full reports true until Clear; its owner clears it between frames. Each is
//     reported once to the problem callback.
//
// An Atlas belongs to one game and must be used from one goroutine at a time. Fonts are
// immutable and may be shared by any number of atlases and games.
package text
