package items

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
)

// Stack is an amount of one item: 150 of "Gold".
type Stack struct {
	// Name names the item; names are compared exactly (case counts) and hold
	// no comma and no leading or trailing space.
	Name string `json:"name"`
	// Amount is how many, > 0.
	Amount int `json:"amount"`
}

// List is a set of items in the order they were first written, each name
// once. The zero value is an empty list.
type List []Stack

// MaxAmount is the largest amount one entry of an item text may give (one
// billion), so sums of a few entries cannot overflow an int on any platform.
const MaxAmount = 1_000_000_000

// MaxEntries is the most entries (text between commas) one item text may
// hold (10,000); ParseText leaves the rest out with a mistake, so a huge or
// hostile text cannot make reading it take minutes (each new name is looked
// for among those already read).
const MaxEntries = 10_000

// TextError is one mistake in an item text. Column counts bytes from 1.
type TextError struct {
	Column int
	Msg    string
}

// Error returns "column C: MSG".
func (e TextError) Error() string { return fmt.Sprintf("column %d: %s", e.Column, e.Msg) }

// ParseText reads an item text: entries separated by commas, each a name and an
// amount written before or after it ("150 Gold, Wood 50"), or a name alone
// for an amount of 1 ("Key"). A name is one or more words; amounts are whole
// numbers in [1, MaxAmount]. Entries naming one item twice are added
// together. Empty text gives an empty list.
//
// ParseText never panics. It returns what it could read and the mistakes, in
// the order met: an empty entry, an amount that is zero, negative, too large
// or both before and after the name, an entry with no name. A wrong entry is
// left out; the rest are read. Entries after the first MaxEntries are left
// out with one mistake at the first of them.
func ParseText(text string) (List, []TextError) {
	var l List
	var errs []TextError
	start := 0
	for n := 0; start <= len(text); n++ {
		if n == MaxEntries {
			errs = append(errs, TextError{start + 1, fmt.Sprintf("more than %d entries; the rest are left out", MaxEntries)})
			break
		}
		end := strings.IndexByte(text[start:], ',')
		if end < 0 {
			end = len(text)
		} else {
			end += start
		}
		entry := text[start:end]
		if strings.TrimSpace(entry) == "" {
			if strings.TrimSpace(text) != "" {
				errs = append(errs, TextError{start + 1, "empty entry"})
			}
		} else if s, err := parseEntry(entry, start); err != nil {
			errs = append(errs, *err)
		} else {
			l = l.add(s.Name, s.Amount)
		}
		start = end + 1
	}
	return l, errs
}

// parseEntry reads one entry, which starts at byte offset off of the text.
func parseEntry(entry string, off int) (Stack, *TextError) {
	words := strings.Fields(entry)
	col := off + 1 + strings.IndexFunc(entry, func(r rune) bool { return !unicode.IsSpace(r) })
	first, firstNum := isNumber(words[0])
	last, lastNum := isNumber(words[len(words)-1])
	switch {
	case len(words) == 1 && firstNum:
		return Stack{}, &TextError{col, fmt.Sprintf("%q has an amount but no name", strings.TrimSpace(entry))}
	case firstNum && lastNum:
		return Stack{}, &TextError{col, fmt.Sprintf("%q has an amount before and after the name", strings.TrimSpace(entry))}
	}
	amount, name := 1, words
	if firstNum {
		amount, name = first, words[1:]
	} else if lastNum {
		amount, name = last, words[:len(words)-1]
	}
	if amount < 1 || amount > MaxAmount {
		return Stack{}, &TextError{col, fmt.Sprintf("amount in %q is not in [1, %d]", strings.TrimSpace(entry), MaxAmount)}
	}
	return Stack{Name: strings.Join(name, " "), Amount: amount}, nil
}

// isNumber reports whether w is written as an integer (an optional sign, then
// digits), and its value, clamped to ±(MaxAmount+1) when it is larger.
func isNumber(w string) (int, bool) {
	digits := strings.TrimLeft(w, "+-")
	if digits == "" || len(w)-len(digits) > 1 || strings.TrimLeft(digits, "0123456789") != "" {
		return 0, false
	}
	n, err := strconv.Atoi(w)
	if err != nil || n > MaxAmount || n < -MaxAmount {
		if w[0] == '-' {
			return -MaxAmount - 1, true
		}
		return MaxAmount + 1, true
	}
	return n, true
}

// String writes l as an item text ParseText reads back: "150 Gold, 50 Wood",
// amount first, or last for a name ending in a number ("Route 66 2"); "" for
// an empty list.
func (l List) String() string {
	var b strings.Builder
	for i, s := range l {
		if i > 0 {
			b.WriteString(", ")
		}
		words := strings.Fields(s.Name)
		if _, num := isNumber(words[len(words)-1]); num {
			b.WriteString(s.Name) // "Route 66 2": the amount goes last
			b.WriteByte(' ')
			b.WriteString(strconv.Itoa(s.Amount))
			continue
		}
		b.WriteString(strconv.Itoa(s.Amount))
		b.WriteByte(' ')
		b.WriteString(s.Name)
	}
	return b.String()
}

// Count returns how many of the item named name l holds (0 if none).
func (l List) Count(name string) int {
	for _, s := range l {
		if s.Name == name {
			return s.Amount
		}
	}
	return 0
}

// Contains reports whether l holds at least every amount of want.
func (l List) Contains(want List) bool {
	for _, s := range want {
		if l.Count(s.Name) < s.Amount {
			return false
		}
	}
	return true
}

// add returns l with n more of name (n > 0), appended if new.
func (l List) add(name string, n int) List {
	for i := range l {
		if l[i].Name == name {
			l[i].Amount += n
			return l
		}
	}
	return append(l, Stack{Name: name, Amount: n})
}

// remove returns l with n fewer of name; the caller checked there are enough.
// An item whose amount reaches zero leaves the list, keeping the others'
// order.
func (l List) remove(name string, n int) List {
	for i := range l {
		if l[i].Name == name {
			l[i].Amount -= n
			if l[i].Amount <= 0 {
				return append(l[:i], l[i+1:]...)
			}
			return l
		}
	}
	return l
}
