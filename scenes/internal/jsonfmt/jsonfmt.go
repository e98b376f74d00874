// Package jsonfmt lays out compact JSON for people: two-space indentation, one
// member or item per line, except that an array holding only numbers, strings,
// booleans and nulls stays on one line ("[1, 2]"), and empty objects and arrays
// are written "{}" and "[]", and values nested deeper than MaxDepth stay compact
// (so the output grows linearly with the input, not with the square of its
// depth). The layout depends only on the input, so reading a file back and
// writing it again gives the same bytes.
package jsonfmt

// Indent appends the laid-out form of src, which must be valid compact JSON (as
// json.Marshal or json.Compact make), to dst and returns it. prefix starts every
// line after the first.
func Indent(dst, src []byte, prefix string) []byte {
	f := formatter{src: src, out: dst}
	f.value(prefix)
	return f.out
}

type formatter struct {
	src []byte
	i   int
	out []byte
}

// MaxDepth is the nesting depth from which values are written compact.
const MaxDepth = 40

func (f *formatter) value(indent string) {
	if len(indent) >= 2*MaxDepth {
		end := skipValue(f.src, f.i)
		f.out = append(f.out, f.src[f.i:end]...)
		f.i = end
		return
	}
	switch f.src[f.i] {
	case '{':
		f.container(indent, '}')
	case '[':
		if f.flat() {
			f.flatArray()
			return
		}
		f.container(indent, ']')
	default:
		f.scalar()
	}
}

// container writes an object or an array one member per line.
func (f *formatter) container(indent string, closer byte) {
	f.out = append(f.out, f.src[f.i])
	f.i++
	if f.src[f.i] == closer {
		f.out = append(f.out, closer)
		f.i++
		return
	}
	inner := indent + "  "
	for {
		f.out = append(f.out, '\n')
		f.out = append(f.out, inner...)
		if closer == '}' {
			f.scalar() // the key
			f.i++      // ':'
			f.out = append(f.out, ':', ' ')
		}
		f.value(inner)
		if f.src[f.i] == ',' {
			f.out = append(f.out, ',')
			f.i++
			continue
		}
		break
	}
	f.out = append(f.out, '\n')
	f.out = append(f.out, indent...)
	f.out = append(f.out, closer)
	f.i++
}

// flat reports whether the array at f.i holds no object or array.
func (f *formatter) flat() bool {
	for j := f.i + 1; j < len(f.src); j++ {
		switch f.src[j] {
		case '{', '[':
			return false
		case ']':
			return true
		case '"':
			j = skipString(f.src, j)
		}
	}
	return true
}

func (f *formatter) flatArray() {
	f.out = append(f.out, '[')
	f.i++
	for f.src[f.i] != ']' {
		f.scalar()
		if f.src[f.i] == ',' {
			f.out = append(f.out, ',', ' ')
			f.i++
		}
	}
	f.out = append(f.out, ']')
	f.i++
}

// scalar copies a string, number, boolean or null.
func (f *formatter) scalar() {
	start := f.i
	if f.src[f.i] == '"' {
		f.i = skipString(f.src, f.i) + 1
	} else {
		for f.i < len(f.src) {
			c := f.src[f.i]
			if c == ',' || c == ']' || c == '}' || c == ':' {
				break
			}
			f.i++
		}
	}
	f.out = append(f.out, f.src[start:f.i]...)
}

// skipString returns the index of the closing quote of the string starting at i.
func skipString(src []byte, i int) int {
	for j := i + 1; j < len(src); j++ {
		switch src[j] {
		case '\\':
			j++
		case '"':
			return j
		}
	}
	return len(src) - 1
}

// skipValue returns the index just past the compact value starting at i.
func skipValue(src []byte, i int) int {
	depth := 0
	for j := i; j < len(src); j++ {
		switch src[j] {
		case '"':
			j = skipString(src, j)
		case '{', '[':
			depth++
		case '}', ']':
			depth--
			if depth < 0 {
				return j
			}
		case ',', ':':
			if depth == 0 {
				return j
			}
		}
		if depth == 0 && (src[j] == '"' || src[j] == '}' || src[j] == ']') {
			return j + 1
		}
	}
	return len(src)
}
