package stamp

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/scanner"
	"go/token"
	"io"
	"slices"
	"strings"
)

// pauseNames are the pauses of package runtime/arc: a function that names one
// may pause (arcgen's pauseName list).
var pauseNames = []string{"Yield", "Wait", "WaitFor", "WaitAny", "WaitAll", "WaitForWithin", "WaitAnyWithin", "WaitAllWithin"}

// source is one file of the package being stamped.
type source struct {
	name string // base name
	src  []byte // CRLF read as LF
	file *ast.File
	fset *token.FileSet
	// bodyIdents holds, per function declaration, the identifiers its body
	// names (in code, not comments), in order of appearance.
	bodyIdents map[*ast.FuncDecl][]string
}

// parseSource parses one file without its comments; file is nil if it does not
// parse (it is then stamped by its bytes).
func parseSource(name string, src []byte) *source {
	s := &source{name: name, src: src, fset: token.NewFileSet()}
	f, err := parser.ParseFile(s.fset, name, src, parser.SkipObjectResolution)
	if err != nil {
		return s
	}
	s.file = f
	s.bodyIdents = map[*ast.FuncDecl][]string{}
	for _, d := range f.Decls {
		if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil {
			var ids []string
			ast.Inspect(fd.Body, func(n ast.Node) bool {
				if id, ok := n.(*ast.Ident); ok {
					ids = append(ids, id.Name)
				}
				return true
			})
			s.bodyIdents[fd] = ids
		}
	}
	return s
}

// mayPause returns the function declarations of srcs whose bodies arcgen may
// read: those that may be passages and those that may instantiate a generic
// type or function of the package (arcgen's registry of type arguments).
//
// A passage is found by arcgen with type information; here it is found by
// names alone, a superset: every method named Run, every function whose body
// names a pause, and, to a fixpoint, every function whose body names one of
// those functions (a call, a method value or an interface method of that name).
func mayPause(srcs []*source) map[*ast.FuncDecl]bool {
	names := map[string]bool{}
	for _, n := range pauseNames {
		names[n] = true
	}
	generic := map[string]bool{}
	var decls []*ast.FuncDecl
	for _, s := range srcs {
		if s.file == nil {
			continue
		}
		for _, d := range s.file.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				if d.Type.TypeParams != nil {
					generic[d.Name.Name] = true
				}
				if d.Body != nil {
					decls = append(decls, d)
				}
			case *ast.GenDecl:
				for _, sp := range d.Specs {
					if ts, ok := sp.(*ast.TypeSpec); ok && ts.TypeParams != nil {
						generic[ts.Name.Name] = true
					}
				}
			}
		}
	}
	idents := map[*ast.FuncDecl][]string{}
	for _, s := range srcs {
		for fd, ids := range s.bodyIdents {
			idents[fd] = ids
		}
	}
	in := map[*ast.FuncDecl]bool{}
	for changed := true; changed; {
		changed = false
		for _, fd := range decls {
			if in[fd] {
				continue
			}
			if (fd.Recv != nil && fd.Name.Name == "Run") || slices.ContainsFunc(idents[fd], func(id string) bool { return names[id] }) {
				in[fd], names[fd.Name.Name], changed = true, true, true
			}
		}
	}
	for _, fd := range decls {
		if slices.ContainsFunc(idents[fd], func(id string) bool { return generic[id] }) {
			in[fd] = true
		}
	}
	return in
}

// write writes the canonical form of s to w: its build constraint lines, then
// its tokens without comments, each followed by a NUL byte, a semicolon or
// comma before a closing bracket left out and every semicolon written as ";"
// (so layout and comments do not count),
// the inside of the body of a function not in keep left out, and each function
// in keep written instead as its position (after //line directives) and its
// bytes as they are. A file that does not parse is written as its bytes.
func (s *source) write(w io.Writer, keep map[*ast.FuncDecl]bool) {
	if s.file == nil {
		fmt.Fprintf(w, "unparsed\x00%d\x00", len(s.src))
		w.Write(s.src)
		return
	}
	s.writeConstraints(w)
	spans := s.spans(keep)
	pf := s.fset.File(s.file.Pos())
	var sc scanner.Scanner
	tf := token.NewFileSet().AddFile(s.name, -1, len(s.src))
	sc.Init(tf, s.src, nil, 0)
	pending := "" // a semicolon or comma not yet written
	emit := func(text string) {
		if pending != "" && text != ")" && text != "]" && text != "}" {
			io.WriteString(w, pending+"\x00")
		}
		pending = ""
		io.WriteString(w, text+"\x00")
	}
	sp := 0
	for {
		pos, tok, lit := sc.Scan()
		if tok == token.EOF {
			break
		}
		o := tf.Offset(pos)
		for sp < len(spans) && o >= spans[sp].to {
			sp++
		}
		if sp < len(spans) && o >= spans[sp].from {
			if v := spans[sp]; v.verbatim {
				p := s.fset.PositionFor(pf.Pos(v.from), true)
				emit(fmt.Sprintf("func@%s:%d:%d\x00%d", p.Filename, p.Line, p.Column, v.to-v.from))
				w.Write(s.src[v.from:v.to])
				sp++
			}
			continue
		}
		switch {
		case tok == token.SEMICOLON || tok == token.COMMA:
			if pending != "" {
				io.WriteString(w, pending+"\x00")
			}
			pending = tok.String()
		case tok.IsLiteral():
			emit(lit)
		default:
			emit(tok.String())
		}
	}
	if pending != "" {
		io.WriteString(w, pending+"\x00")
	}
}

// span is a byte range of a file, to exclusive: written as it is (verbatim) or
// left out.
type span struct {
	from, to int
	verbatim bool
}

// spans returns, in file order, the declarations of functions in keep (written
// as they are) and the insides of the bodies of the other functions (left out).
func (s *source) spans(keep map[*ast.FuncDecl]bool) []span {
	var spans []span
	off := func(p token.Pos) int { return s.fset.Position(p).Offset }
	for _, d := range s.file.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Body == nil {
			continue
		}
		if keep[fd] {
			spans = append(spans, span{off(fd.Pos()), off(fd.End()), true})
		} else {
			spans = append(spans, span{off(fd.Body.Lbrace) + 1, off(fd.Body.Rbrace), false})
		}
	}
	return spans
}

// writeConstraints writes the build constraint lines before the package clause,
// each followed by a NUL byte: a file's Go version can change what type-checks.
func (s *source) writeConstraints(w io.Writer) {
	for _, line := range strings.Split(string(s.src[:s.fset.Position(s.file.Package).Offset]), "\n") {
		if line = strings.TrimSpace(line); strings.HasPrefix(line, "//go:build") || strings.HasPrefix(line, "// +build") {
			io.WriteString(w, line+"\x00")
		}
	}
}
