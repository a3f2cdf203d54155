//! The study's pictures: line charts written as SVG with `plotters`, no
//! system font library needed. A chart is a title, two axis names, and
//! lines: measured ones solid with their points marked, reference curves
//! dashed.

use super::CliError;
use plotters::prelude::*;
use std::path::Path;

/// One line of a chart.
pub struct Line {
    /// The legend's words.
    pub name: String,
    /// The points, in order of x.
    pub points: Vec<(f64, f64)>,
    /// A reference curve (dashed) rather than a measurement (solid, marked).
    pub reference: bool,
}

/// A chart: what [`write_svg`] draws.
pub struct Chart {
    /// The caption.
    pub title: String,
    /// The x axis's name.
    pub x: &'static str,
    /// The y axis's name.
    pub y: &'static str,
    /// A logarithmic y axis.
    pub log_y: bool,
    /// The lines.
    pub lines: Vec<Line>,
}

/// Pixels of a chart.
const SIZE: (u32, u32) = (900, 560);

/// Distinct colours for up to ten lines, then again.
const PALETTE: [RGBColor; 10] = [
    RGBColor(31, 119, 180),
    RGBColor(255, 127, 14),
    RGBColor(44, 160, 44),
    RGBColor(214, 39, 40),
    RGBColor(148, 103, 189),
    RGBColor(140, 86, 75),
    RGBColor(227, 119, 194),
    RGBColor(127, 127, 127),
    RGBColor(188, 189, 34),
    RGBColor(23, 190, 207),
];

/// Writes `chart` to `path` as SVG.
pub fn write_svg(chart: &Chart, path: &Path) -> Result<(), CliError> {
    let mut svg = String::new();
    draw(chart, &mut svg).map_err(|e| CliError::Usage(format!("cannot draw the chart: {e}")))?;
    let cannot =
        |e: std::io::Error| CliError::Usage(format!("cannot write {}: {e}", path.display()));
    // `--svg DIR` names a folder for the plots: make it, as `-o` would.
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(cannot)?;
    }
    std::fs::write(path, svg).map_err(cannot)
}

/// A drawing error in words (plotters' errors borrow the backend).
fn failed(e: impl std::fmt::Display) -> String {
    e.to_string()
}

/// The extent of every point, padded a little (in log space for a log axis).
fn extent(chart: &Chart) -> ((f64, f64), (f64, f64)) {
    let points = chart.lines.iter().flat_map(|l| l.points.iter().copied());
    let usable = points.filter(|&(_, y)| y.is_finite() && (!chart.log_y || y > 0.0));
    let (mut x0, mut x1, mut y0, mut y1) = (f64::MAX, f64::MIN, f64::MAX, f64::MIN);
    for (x, y) in usable {
        (x0, x1, y0, y1) = (x0.min(x), x1.max(x), y0.min(y), y1.max(y));
    }
    if x0 > x1 {
        return ((0.0, 1.0), (1.0, 10.0));
    }
    if chart.log_y {
        ((x0, x1.max(x0 + 1.0)), (y0 / 1.5, y1 * 1.5))
    } else {
        let pad = (y1 - y0).max(1e-9) * 0.08;
        (
            (x0, x1.max(x0 + 1.0)),
            ((y0 - pad).min(0.0).max(y0 - pad), y1 + pad),
        )
    }
}

fn draw(chart: &Chart, svg: &mut String) -> Result<(), String> {
    let root = SVGBackend::with_string(svg, SIZE).into_drawing_area();
    root.fill(&WHITE).map_err(failed)?;
    let ((x0, x1), (y0, y1)) = extent(chart);
    let builder = |root| {
        let mut b = ChartBuilder::on(root);
        b.caption(chart.title.as_str(), ("sans-serif", 22))
            .margin(14)
            .x_label_area_size(44)
            .y_label_area_size(76);
        b
    };
    if chart.log_y {
        let mut c = builder(&root)
            .build_cartesian_2d(x0..x1, (y0..y1).log_scale())
            .map_err(failed)?;
        c.configure_mesh()
            .x_desc(chart.x)
            .y_desc(chart.y)
            .y_label_formatter(&|v| format!("{v:.0e}"))
            .draw()
            .map_err(failed)?;
        draw_lines(&mut c, chart).map_err(failed)?;
    } else {
        let mut c = builder(&root)
            .build_cartesian_2d(x0..x1, y0..y1)
            .map_err(failed)?;
        c.configure_mesh()
            .x_desc(chart.x)
            .y_desc(chart.y)
            .draw()
            .map_err(failed)?;
        draw_lines(&mut c, chart).map_err(failed)?;
    }
    root.present().map_err(failed)?;
    Ok(())
}

fn draw_lines<'a, DB: DrawingBackend + 'a, X, Y>(
    c: &mut ChartContext<'a, DB, Cartesian2d<X, Y>>,
    chart: &Chart,
) -> Result<(), String>
where
    X: Ranged<ValueType = f64>,
    Y: Ranged<ValueType = f64>,
{
    for (i, line) in chart.lines.iter().enumerate() {
        let colour = PALETTE[i % PALETTE.len()];
        let points: Vec<(f64, f64)> = line
            .points
            .iter()
            .copied()
            .filter(|&(_, y)| y.is_finite() && (!chart.log_y || y > 0.0))
            .collect();
        let legend = move |(x, y): (i32, i32)| {
            PathElement::new(vec![(x, y), (x + 22, y)], colour.stroke_width(2))
        };
        if line.reference {
            c.draw_series(DashedLineSeries::new(points, 6, 4, colour.stroke_width(2)))
                .map_err(failed)?
                .label(line.name.as_str())
                .legend(legend);
        } else {
            c.draw_series(LineSeries::new(points.clone(), colour.stroke_width(2)))
                .map_err(failed)?
                .label(line.name.as_str())
                .legend(legend);
            c.draw_series(
                points
                    .into_iter()
                    .map(|p| Circle::new(p, 3, colour.filled())),
            )
            .map_err(failed)?;
        }
    }
    c.configure_series_labels()
        .position(SeriesLabelPosition::UpperLeft)
        .background_style(WHITE.mix(0.85))
        .border_style(BLACK)
        .label_font(("sans-serif", 14))
        .draw()
        .map_err(failed)?;
    Ok(())
}
