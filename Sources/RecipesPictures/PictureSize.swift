/// How big a picture is drawn: at most the columns and rows it is given, with its own proportions,
/// never enlarged. Rows matter as much as columns: a 1 × 4000 picture drawn 40 columns wide at most
/// was 1 column by 2,000 rows, and scrolled everything else away (issue #32). A terminal cell is
/// about twice as tall as wide.
enum PictureSize {
    /// The most pixels `width` × `height` becomes within `maxWidth` × `maxHeight` (square pixels),
    /// at least 1 × 1: a picture thinner than one pixel of the box is squeezed, not left out.
    static func fit(width: Int, height: Int, maxWidth: Int, maxHeight: Int) -> (width: Int, height: Int) {
        let scale = min(1, Double(maxWidth) / Double(width), Double(maxHeight) / Double(height))
        return (
            max(1, min(maxWidth, Int((Double(width) * scale).rounded()))),
            max(1, min(maxHeight, Int((Double(height) * scale).rounded())))
        )
    }

    /// For a protocol the terminal scales (kitty, iTerm2): the columns that keep the picture within
    /// `maxRows` at its proportions, and whether even one column is taller than that, so the rows
    /// must be given too.
    static func cells(width: Int, height: Int, maxColumns: Int, maxRows: Int) -> (columns: Int, rowsCapped: Bool) {
        let rowsPerColumn = Double(height) / Double(width) / 2
        guard Double(maxColumns) * rowsPerColumn > Double(maxRows) else { return (maxColumns, false) }
        let columns = max(1, Int(Double(maxRows) / rowsPerColumn))
        return (columns, Double(columns) * rowsPerColumn > Double(maxRows))
    }
}
